# mistake: transposes the packed matrix first, then reshapes (d, 3d) into (3, d, d) -- a wrong index map
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad shape")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad bias shape")
    blocks = w_qkv.T.reshape(3, d, d).copy()
    b = b_qkv.reshape(3, d).copy()
    return blocks[0], blocks[1], blocks[2], b[0], b[1], b[2]
