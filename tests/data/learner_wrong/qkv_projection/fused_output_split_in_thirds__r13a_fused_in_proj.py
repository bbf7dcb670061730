# WRONG: fused in_proj (concatenate the three weights, one matmul, np.split into 3 equal parts): when d_v != d_k the split is wrong (ValueError if the total is not divisible by 3, otherwise q, k, v get the wrong columns).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def bias(b, w):
        return np.zeros(w.shape[1], dtype=x.dtype) if b is None else b

    w = np.concatenate([w_q, w_k, w_v], axis=1)
    b = np.concatenate([bias(b_q, w_q), bias(b_k, w_k), bias(b_v, w_v)])
    qkv = x @ w + b
    q, k, v = np.split(qkv, 3, axis=-1)
    return q, k, v
