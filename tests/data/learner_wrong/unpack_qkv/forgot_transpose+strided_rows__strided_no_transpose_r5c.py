# mistakes: every third row (w[i::3]) AND no transpose of the blocks
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad shape")
    d = w_qkv.shape[1]
    w = w_qkv.reshape(d, 3, d)
    if b_qkv is None:
        b = np.zeros((d, 3), dtype=w_qkv.dtype)
    else:
        if b_qkv.shape != (3 * d,):
            raise ValueError("bad bias")
        b = b_qkv.reshape(d, 3)
    return (w[:, 0].copy(), w[:, 1].copy(), w[:, 2].copy(),
            b[:, 0].copy(), b[:, 1].copy(), b[:, 2].copy())
