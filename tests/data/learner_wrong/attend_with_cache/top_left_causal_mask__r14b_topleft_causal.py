# WRONG: causal mask aligned top-left (key j allowed iff j <= i, the new query's index within the chunk) instead of j <= t_past + i.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    tq, T = q_new.shape[-2], K.shape[-2]
    scale = 1.0 / np.sqrt(q_new.shape[-1])
    s = np.einsum("bhqd,bhkd->bhqk", q_new, K) * q_new.dtype.type(scale)
    ok = np.tril(np.ones((tq, T), dtype=bool))
    ok = np.broadcast_to(ok, s.shape)
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("mask length")
        ok = ok & key_padding_mask[:, None, None, :]
    s = np.where(ok, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    p = np.exp(s - mx) * ok
    den = p.sum(-1, keepdims=True)
    p = np.divide(p, den, out=np.zeros_like(p), where=den > 0)
    return np.einsum("bhqk,bhkv->bhqv", p, V).astype(q_new.dtype), K, V
