import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # mistake: splits the packed matrix along the columns (axis=1) instead of the rows
    d = w_qkv.shape[1]
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * d:
        raise ValueError("w_qkv must be (3d, d)")
    w_q, w_k, w_v = (blk.T.copy() for blk in np.split(w_qkv, 3, axis=1))
    b = np.zeros(3 * d, dtype=w_qkv.dtype) if b_qkv is None else b_qkv
    if b.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return w_q, w_k, w_v, b[:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
