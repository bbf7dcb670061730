# mistake: missing bias becomes np.zeros(d_out) (float64), which upcasts float32 outputs
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    b_q = np.zeros(w_q.shape[1]) if b_q is None else b_q
    b_k = np.zeros(w_k.shape[1]) if b_k is None else b_k
    b_v = np.zeros(w_v.shape[1]) if b_v is None else b_v
    return x @ w_q + b_q, x @ w_k + b_k, x @ w_v + b_v
