# MISTAKE: (1) applies the mask by MULTIPLYING the scores by it (masked score becomes 0, not -inf), so masked keys still get weight; (2) float64 upcast: scores computed with np.float64 and never cast back.
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q.astype(np.float64), k.astype(np.float64)) / np.sqrt(d_k)
    if mask is not None:
        s = s * mask
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(-1, keepdims=True)
    return np.einsum("...qk,...kd->...qd", p, v), p
