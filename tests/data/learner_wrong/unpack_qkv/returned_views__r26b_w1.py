# MISTAKE: the weights and biases are returned as views (slice .T and slices) of the inputs, not new arrays, so writing to them changes w_qkv / b_qkv.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    rows, d = w_qkv.shape
    if rows != 3 * d:
        raise ValueError("w_qkv must be (3*d_model, d_model)")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3*d_model,)")
    w_q, w_k, w_v = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    b_q, b_k, b_v = b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
    return w_q, w_k, w_v, b_q, b_k, b_v
