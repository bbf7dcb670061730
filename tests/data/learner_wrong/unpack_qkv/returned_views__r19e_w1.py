# MISTAKE: returns VIEWS into w_qkv / b_qkv (w_qkv[:d].T, b_qkv[:d], ...) instead of new arrays, so
# writing to a returned weight changes the caller's packed matrix.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv shape")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros, zeros.copy(), zeros.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv shape")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
