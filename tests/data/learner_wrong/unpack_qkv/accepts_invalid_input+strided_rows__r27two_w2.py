# MISTAKE: the rows are read interleaved (every third row, w_qkv[0::3] etc.) instead of as three contiguous blocks.
# MISTAKE: the weight check only requires the row count to be divisible by 3, so shapes like (12, 5) or a 3-D array are not rejected with ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.shape[0] % 3 != 0:
        raise ValueError("first axis must be 3 * d_model")
    d = w_qkv.shape[0] // 3
    w_q = np.ascontiguousarray(w_qkv[0::3].T)
    w_k = np.ascontiguousarray(w_qkv[1::3].T)
    w_v = np.ascontiguousarray(w_qkv[2::3].T)
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3 * d_model,)")
    return w_q, w_k, w_v, b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
