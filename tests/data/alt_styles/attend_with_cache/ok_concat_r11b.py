import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new/v_new must have the same t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_all = t_past + t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(t_all)[None, :]
    allowed = (j <= t_past + i)[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != t_all or kpm.shape[0] != q_new.shape[0]:
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        allowed = allowed & kpm[:, None, None, :]
    s = (q_new @ np.swapaxes(K, -1, -2)) * (1.0 / math.sqrt(q_new.shape[-1]))
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    out = (p @ V).astype(q_new.dtype)
    return out, K, V
