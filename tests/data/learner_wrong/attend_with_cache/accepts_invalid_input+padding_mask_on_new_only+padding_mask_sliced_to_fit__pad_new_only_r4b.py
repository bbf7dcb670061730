# WRONG: applies only the last t_new entries of key_padding_mask to the new keys and ignores the padding of the cached keys (left padding inside the cache is attended after the first step); no length check on the mask (a too-short mask is not a ValueError). Causal mask, caches and dtype right.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    t_past, t_new = k_cache.shape[-2], k_new.shape[-2]
    K = np.concatenate([k_cache, k_new], -2)
    V = np.concatenate([v_cache, v_new], -2)
    allow = np.arange(t_past + t_new)[None, :] <= t_past + np.arange(t_new)[:, None]
    allow = np.broadcast_to(allow, q_new.shape[:2] + allow.shape).copy()
    if key_padding_mask is not None:
        allow[..., t_past:] &= key_padding_mask[:, -t_new:][:, None, None, :]
    s = q_new @ K.swapaxes(-1, -2) / q_new.dtype.type(np.sqrt(q_new.shape[-1]))
    s = np.where(allow, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q_new.dtype)
    return w @ V, K, V
