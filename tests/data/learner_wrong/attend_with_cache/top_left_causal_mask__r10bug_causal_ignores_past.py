# URL: https://github.com/tinygrad/tinygrad/pull/15949
# Bug: causal mask is tril(0) on the (t_new, t_past+t_new) grid -- new query i sees keys 0..i only, ignoring the t_past offset (cached keys hidden); otherwise correct.
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_new, t_tot = q_new.shape[-2], k.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != t_tot:
        raise ValueError("mask does not cover keys")
    s = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(q_new.dtype.type(q_new.shape[-1]))
    allowed = np.tril(np.ones((t_new, t_tot), dtype=bool))
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z > 0, z, 1)
    return (w @ v).astype(q_new.dtype), k, v
