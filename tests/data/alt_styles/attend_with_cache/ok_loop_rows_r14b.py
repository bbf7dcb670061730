import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new); k_new = np.asarray(k_new); v_new = np.asarray(v_new)
    if q_new.shape[-2] != k_new.shape[-2] or v_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate([np.asarray(k_cache), k_new], axis=-2)
    v_all = np.concatenate([np.asarray(v_cache), v_new], axis=-2)
    T = k_all.shape[-2]
    t_new = q_new.shape[-2]
    t_past = T - t_new
    d = q_new.shape[-1]
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) / np.sqrt(d).astype(q_new.dtype)
    allowed = np.arange(T)[None, :] <= (t_past + np.arange(t_new))[:, None]
    allowed = np.broadcast_to(allowed, scores.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (q_new.shape[0], T):
            raise ValueError("padding mask length")
        allowed = allowed & kpm[:, None, None, :]
    s = np.where(allowed, scores, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
