# WRONG: takes every third row (w_qkv[0::3], [1::3], [2::3]) and every third bias entry as if Q, K, V were interleaved, instead of the three consecutive blocks; transposes, checks and copies are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    ws = [np.ascontiguousarray(w_qkv[i::3].T) for i in range(3)]
    bs = [b_qkv[i::3].copy() for i in range(3)]
    return ws[0], ws[1], ws[2], bs[0], bs[1], bs[2]
