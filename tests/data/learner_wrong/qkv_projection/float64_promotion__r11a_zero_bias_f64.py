# WRONG: a missing bias is replaced by np.zeros(d) (float64), so with float32 inputs every projection whose bias is None comes back float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    b_q = np.zeros(w_q.shape[1]) if b_q is None else b_q
    b_k = np.zeros(w_k.shape[1]) if b_k is None else b_k
    b_v = np.zeros(w_v.shape[1]) if b_v is None else b_v
    return x @ w_q + b_q, x @ w_k + b_k, x @ w_v + b_v
