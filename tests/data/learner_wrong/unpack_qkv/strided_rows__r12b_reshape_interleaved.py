# WRONG: splits with reshape(d, 3, d)[:, i] (and b.reshape(d, 3)[:, i]), i.e. takes every third row / bias entry (rows i, i+3, ...) instead of the contiguous blocks; transposes correctly.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w3 = w_qkv.reshape(d, 3, d)
    ws = [np.ascontiguousarray(w3[:, i, :].T) for i in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        b3 = b_qkv.reshape(d, 3)
        bs = [b3[:, i].copy() for i in range(3)]
    return (*ws, *bs)
