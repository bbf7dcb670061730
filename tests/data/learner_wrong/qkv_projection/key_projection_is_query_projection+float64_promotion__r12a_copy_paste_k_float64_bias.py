# Wrong (two): copy-paste slip k = x @ w_q (+ b_k) instead of x @ w_k; and every bias is cast with np.asarray(b, dtype=float), so with a bias float32 inputs give float64 outputs.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def bias(b, n):
        return np.zeros(n, dtype=x.dtype) if b is None else np.asarray(b, dtype=float)

    q = x @ w_q + bias(b_q, w_q.shape[1])
    k = x @ w_q + bias(b_k, w_k.shape[1])
    v = x @ w_v + bias(b_v, w_v.shape[1])
    return q, k, v
