import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    tn = q_new.shape[-2]
    if k_new.shape[-2] != tn:
        raise ValueError("t_new differs between q_new and k_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    tp = k_cache.shape[-2]
    T = tp + tn
    i = np.arange(tn)[:, None]
    j = np.arange(T)[None, :]
    allowed = (j <= tp + i)[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, bool)
        if kpm.ndim != 2 or kpm.shape[1] != T or kpm.shape[0] != q_new.shape[0]:
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        allowed = allowed & kpm[:, None, None, :]
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(K, -1, -2) / np.sqrt(d)
    allowed = np.broadcast_to(allowed, s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    out = (p @ V).astype(q_new.dtype)
    return out, K, V
