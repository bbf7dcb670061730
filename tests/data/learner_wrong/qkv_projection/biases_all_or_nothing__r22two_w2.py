# MISTAKE: Treats the biases as all-or-nothing: if b_q is None no bias is added at all, so a given b_k or b_v is ignored.
# MISTAKE: The result is not cast back to x's dtype, so float32 x with float64 biases comes out float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = np.matmul(x, w_q)
    k = np.matmul(x, w_k)
    v = np.matmul(x, w_v)
    if b_q is None:
        return q, k, v
    q = q + b_q
    k = k + (0 if b_k is None else b_k)
    v = v + (0 if b_v is None else b_v)
    return q, k, v
