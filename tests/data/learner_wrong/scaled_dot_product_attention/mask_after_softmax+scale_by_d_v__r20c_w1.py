# MISTAKE: (1) scales by sqrt(d_v) (v.shape[-1]) instead of sqrt(d_k); (2) the mask is applied AFTER the softmax (weights zeroed, rows not renormalised), so masked rows no longer sum to 1.
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum('...qd,...kd->...qk', q, k) / np.sqrt(v.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = np.where(mask, w, 0.0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
