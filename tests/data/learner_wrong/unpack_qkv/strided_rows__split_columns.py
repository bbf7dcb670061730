# mistake: splits along the columns (axis=1) instead of the row blocks
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    if b_qkv is not None and b_qkv.shape != (3 * d,):
        raise ValueError("bias")
    wq, wk, wv = (blk.reshape(d, d).T.copy() for blk in np.split(w_qkv.reshape(d, 3 * d), 3, axis=1))
    b = np.zeros(3 * d, dtype=w_qkv.dtype) if b_qkv is None else b_qkv
    return wq, wk, wv, b[:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
