# mistake: reads every third row (interleaved layout) instead of blocks
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    wq, wk, wv = (w_qkv[i::3].T.copy() for i in range(3))
    b = np.zeros(3 * d, dtype=w_qkv.dtype) if b_qkv is None else b_qkv
    return wq, wk, wv, b[0::3].copy(), b[1::3].copy(), b[2::3].copy()
