import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # mistake: exp of the raw scores (no max shift); masked scores set to -inf first
    t_new, t_past = q_new.shape[-2], k_cache.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = t_past + t_new
    allowed = np.arange(T)[None, :] <= t_past + np.arange(t_new)[:, None]
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("bad mask")
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ np.swapaxes(K, -1, -2) * (q_new.shape[-1] ** -0.5)
    e = np.exp(np.where(allowed, s, -np.inf))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ V, K, V
