# WRONG: two mistakes: adds the biases only when all three are given (a lone b_q or b_v is silently dropped), and np.asarray(x, dtype=float) upcasts float32 outputs to float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=float)
    q, k, v = (np.matmul(x, w) for w in (w_q, w_k, w_v))
    if b_q is not None and b_k is not None and b_v is not None:
        q, k, v = q + b_q, k + b_k, v + b_v
    return q, k, v
