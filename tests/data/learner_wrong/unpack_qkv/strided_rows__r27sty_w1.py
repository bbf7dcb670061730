# MISTAKE: the packed weight is reshaped as (d, 3, d) and indexed on axis 1, which takes every third row (rows 0, 3, 6, ... for Q) instead of the contiguous block [0, d).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3d, d)")
    d = w_qkv.shape[1]
    packed = w_qkv.reshape(d, 3, d)
    ws = [np.ascontiguousarray(packed[:, i, :].T) for i in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("expected (3d,)")
        bs = [b_qkv[i * d:(i + 1) * d].copy() for i in range(3)]
    return (*ws, *bs)
