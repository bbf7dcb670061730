# mistake: returns views (w_qkv[:d].T and bias slices) -- writing into w_q later changes the packed matrix
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return (w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T,
            b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:])
