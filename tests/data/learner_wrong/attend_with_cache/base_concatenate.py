import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t = q_new.shape[-2]
    if k_new.shape[-2] != t or v_new.shape[-2] != t:
        raise ValueError("new lengths differ")
    keys = np.concatenate([k_cache, k_new], axis=-2)
    vals = np.concatenate([v_cache, v_new], axis=-2)
    T = keys.shape[-2]
    ok = np.arange(T)[None, :] <= np.arange(t)[:, None] + (T - t)
    if key_padding_mask is not None:
        if key_padding_mask.ndim != 2 or key_padding_mask.shape[-1] != T:
            raise ValueError("mask")
        ok = ok & key_padding_mask[:, None, None, :]
    s = np.where(ok, q_new @ np.swapaxes(keys, -1, -2) / np.sqrt(q_new.shape[-1]), -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0.0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ vals).astype(q_new.dtype), keys, vals
