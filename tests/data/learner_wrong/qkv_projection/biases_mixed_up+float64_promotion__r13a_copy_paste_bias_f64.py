# WRONG: copy-paste slip: the key projection adds b_q instead of b_k; and a missing bias defaults to np.zeros(d_out) (float64), which upcasts float32 outputs to float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    b_q = np.zeros(w_q.shape[1]) if b_q is None else b_q
    b_k = np.zeros(w_k.shape[1]) if b_k is None else b_k
    b_v = np.zeros(w_v.shape[1]) if b_v is None else b_v
    q = x @ w_q + b_q
    k = x @ w_k + b_q
    v = x @ w_v + b_v
    return q, k, v
