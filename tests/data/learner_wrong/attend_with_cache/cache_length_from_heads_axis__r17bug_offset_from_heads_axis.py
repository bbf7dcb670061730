# https://github.com/fla-org/flash-linear-attention/issues/126 -- cache offset read from the wrong axis (shape[1] = heads instead of the sequence axis), so the causal frontier is j <= heads + i rather than t_past + i.
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=2)
    v = np.concatenate([v_cache, v_new], axis=2)
    t_new = q_new.shape[2]
    t_tot = k.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_tot:
        raise ValueError("padding mask length")
    offset = k_cache.shape[1]  # BUG: heads axis
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(d).astype(q_new.dtype)
    allow = np.arange(t_tot)[None, :] <= (offset + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        allow = allow & key_padding_mask[:, None, None, :]
    s = np.where(allow, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ v).astype(q_new.dtype), k, v
