# MISTAKE: the packed weight is read as (d, 3, d) (w_qkv.reshape(d, 3, d)[:, i, :]), i.e. every third row, instead of the contiguous row blocks [0, d), [d, 2d), [2d, 3d); the biases are split the same interleaved way.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d_model, d_model)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif np.shape(b_qkv) != (3 * d,):
        raise ValueError("b_qkv must have shape (3*d_model,)")
    packed = w_qkv.reshape(d, 3, d)
    bias = np.asarray(b_qkv).reshape(d, 3)
    ws = [packed[:, i, :].T.copy() for i in range(3)]
    bs = [bias[:, i].copy() for i in range(3)]
    return (*ws, *bs)
