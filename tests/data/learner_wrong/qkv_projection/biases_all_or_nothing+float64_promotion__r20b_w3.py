# MISTAKE: (1) casts x to float64 (np.asarray(x, dtype=np.float64)), so float32 inputs return float64; (2) biases are only applied when ALL three are given -- if any one is None, none of the biases is added.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=np.float64)
    q, k, v = np.matmul(x, w_q), np.matmul(x, w_k), np.matmul(x, w_v)
    if b_q is not None and b_k is not None and b_v is not None:
        q, k, v = q + b_q, k + b_k, v + b_v
    return q, k, v
