import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    T = t_past + t_new
    hd = q_new.shape[-1]
    s = (q_new @ np.swapaxes(k, -1, -2)) / np.sqrt(hd)
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T or kpm.shape[0] != q_new.shape[0]:
            raise ValueError("key_padding_mask does not cover t_past + t_new")
        allowed = allowed & kpm[:, None, None, :]
    allowed = np.broadcast_to(allowed, s.shape)
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(-1, keepdims=True)
    p = e / np.where(den > 0, den, 1.0)
    out = (p @ v).astype(np.result_type(q_new, v_new))
    return out, k, v
