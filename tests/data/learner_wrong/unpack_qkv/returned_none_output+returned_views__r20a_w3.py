# MISTAKE: (1) returns views into w_qkv / b_qkv (slices and .T, no copy), so writing into w_q changes the caller's packed weights;
# MISTAKE: (2) when b_qkv is None the biases come back as None instead of zero vectors.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv has the wrong shape")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv has the wrong shape")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
