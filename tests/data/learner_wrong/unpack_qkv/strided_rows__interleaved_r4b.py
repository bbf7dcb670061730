# WRONG: reads an interleaved layout: W_Q = rows 0, 3, 6, ... (every third row), likewise K and V, and the bias every third element; blocks are transposed, copies, checks and dtype right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if np.shape(b_qkv) != (3 * d,):
        raise ValueError("expected (3d,)")
    out_w = [w_qkv[i::3].T.copy() for i in range(3)]
    out_b = [np.array(b_qkv[i::3]) for i in range(3)]
    return (*out_w, *out_b)
