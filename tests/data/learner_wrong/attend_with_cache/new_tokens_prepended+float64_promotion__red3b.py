import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # mistake: grown cache concatenated new-first ([new, cache]); the mask still assumes old-first
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    k = np.concatenate([k_new, k_cache], axis=-2)
    v = np.concatenate([v_new, v_cache], axis=-2)
    t_all = t_past + t_new
    allowed = np.arange(t_all)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("padding mask length")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ k.swapaxes(-1, -2) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, k, v
