# MISTAKE: the blocks and biases are returned as views (w_qkv[:d].T, b_qkv[:d], ...) instead of new arrays, so writing into a returned weight silently changes the packed w_qkv / b_qkv.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError(f"expected (3*{d}, {d}), got {w_qkv.shape}")
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        zeros = np.zeros(3 * d, dtype=w_qkv.dtype)
        b_q, b_k, b_v = zeros[:d], zeros[d:2 * d], zeros[2 * d:]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
        b_q, b_k, b_v = b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
    return w_q, w_k, w_v, b_q, b_k, b_v
