# WRONG: returns the tuple in the order (w_q, b_q, w_k, b_k, w_v, b_v) instead of (w_q, w_k, w_v, b_q, b_k, b_v). Blocks, transpose, copies, checks and dtype right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    out = []
    for i in range(3):
        out.append(w_qkv[i * d:(i + 1) * d].T.copy())
        out.append(b_qkv[i * d:(i + 1) * d].copy())
    return tuple(out)
