# MISTAKE: the causal mask is top-left aligned (key j allowed iff j <= i) instead of j <= t_past + i, so new queries cannot see most of the cached keys.
# MISTAKE: the caches are grown as [new, old] (k_new concatenated before k_cache) instead of old tokens first.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    keys = np.concatenate((k_new, k_cache), axis=2)
    vals = np.concatenate((v_new, v_cache), axis=2)
    t_new = q_new.shape[2]
    total = keys.shape[2]
    scale = 1.0 / np.sqrt(q_new.shape[-1]).item()
    s = np.einsum("bhqd,bhkd->bhqk", q_new, keys) * scale
    ok = np.tril(np.ones((t_new, total), dtype=bool))
    if key_padding_mask is not None:
        if key_padding_mask.shape[1] != total:
            raise ValueError("bad padding mask length")
        ok = ok[None, None] & key_padding_mask[:, None, None, :]
    ok = np.broadcast_to(ok, s.shape)
    s = np.where(ok, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    p = np.exp(s - mx) * ok
    den = p.sum(-1, keepdims=True)
    den[den == 0] = 1.0
    p = p / den
    return np.einsum("bhqk,bhkd->bhqd", p, vals).astype(q_new.dtype), keys, vals
