import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if np.ndim(w_qkv) != 2:
        raise ValueError("w_qkv must be 2-D")
    rows, d = w_qkv.shape
    if rows != 3 * d:
        raise ValueError("w_qkv must be (3*d, d)")
    if b_qkv is not None and np.shape(b_qkv) != (rows,):
        raise ValueError("b_qkv must be (3*d,)")
    ws = [np.array(w_qkv[i * d:(i + 1) * d].T) for i in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        bs = [np.array(b_qkv[i * d:(i + 1) * d]) for i in range(3)]
    return (*ws, *bs)
