import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # mistake: returns transposed VIEWS of w_qkv / b_qkv (writing to w_q later corrupts the packed weight)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
