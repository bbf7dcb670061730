# MISTAKE: returns transposed slices that are views of w_qkv / b_qkv (no copy), not new arrays.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3*d_model, d_model)")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3*d_model,)")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
