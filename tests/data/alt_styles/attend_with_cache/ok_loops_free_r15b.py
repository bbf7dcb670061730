import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_past, t_new = k_cache.shape[-2], q_new.shape[-2]
    T = t_past + t_new
    d = q_new.shape[-1]
    s = (q_new @ np.swapaxes(K, -1, -2)) / np.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= t_past + i
    allowed = np.broadcast_to(allowed, s.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (q_new.shape[0], T):
            raise ValueError("key_padding_mask must cover t_past + t_new")
        allowed = allowed & kpm[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (w @ V).astype(q_new.dtype)
    return out, K, V
