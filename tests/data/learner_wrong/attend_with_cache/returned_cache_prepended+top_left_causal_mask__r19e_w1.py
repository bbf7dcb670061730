# MISTAKE: two slips: (1) the causal mask is top-left aligned (key j allowed iff j <= i), ignoring the
# t_past cached keys, so new queries cannot see most of the cache; (2) the grown caches are
# concatenated new tokens FIRST ([k_new, k_cache]) instead of old tokens first.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[2]
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_new, k_cache], axis=2)
    V = np.concatenate([v_new, v_cache], axis=2)
    T = K.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("mask length")
    keep = np.tril(np.ones((t_new, T), dtype=bool))
    s = np.einsum("bhqd,bhkd->bhqk", q_new, np.concatenate([k_cache, k_new], axis=2)) / np.sqrt(q_new.shape[-1])
    keep = np.broadcast_to(keep, s.shape)
    if key_padding_mask is not None:
        keep = keep & key_padding_mask[:, None, None, :]
    s = np.where(keep, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bhqk,bhkd->bhqd", p, np.concatenate([v_cache, v_new], axis=2))
    return out.astype(q_new.dtype), K, V
