# MISTAKE: TWO slips: (1) returns views (`w_qkv[:d].T`, `b_qkv[:d]`) not copies, so writing into a result writes into the packed input;
# (2) zero biases for b_qkv=None are created with np.zeros(d) -> always float64, not the weights' dtype.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv shape")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        return w_q, w_k, w_v, np.zeros(d), np.zeros(d), np.zeros(d)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv shape")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
