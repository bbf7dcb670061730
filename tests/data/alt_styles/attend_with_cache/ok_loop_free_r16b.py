import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    T = t_past + t_new
    d = q_new.shape[-1]
    s = np.matmul(q_new, np.swapaxes(K, -1, -2)) / np.sqrt(d)
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]
    allowed = np.broadcast_to(allowed, s.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError("padding mask length")
        allowed = allowed & kpm[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (w @ V).astype(q_new.dtype)
    return out, K, V
