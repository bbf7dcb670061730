import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    T = t_past + t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= t_past + i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError("padding mask length")
        allowed = allowed & kpm[:, None, None, :]
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (p @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
