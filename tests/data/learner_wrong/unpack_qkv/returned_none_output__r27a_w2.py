# MISTAKE: when b_qkv is None it returns None for the three biases instead of zero vectors.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    rows, d = w_qkv.shape
    if rows != 3 * d:
        raise ValueError("w_qkv must have 3 * d_model rows")
    blocks = w_qkv.reshape(3, d, d).transpose(0, 2, 1).copy()
    if b_qkv is None:
        return blocks[0], blocks[1], blocks[2], None, None, None
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (rows,):
        raise ValueError("b_qkv must have shape (3 * d_model,)")
    bq, bk, bv = np.split(b_qkv.copy(), 3)
    return blocks[0], blocks[1], blocks[2], bq, bk, bv
