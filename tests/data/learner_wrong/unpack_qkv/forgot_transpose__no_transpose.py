# mistake: forgets to transpose the blocks
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    wq, wk, wv = (w_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    b = np.zeros(3 * d, dtype=w_qkv.dtype) if b_qkv is None else b_qkv
    return wq, wk, wv, b[:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
