import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w.shape[1]
    ws = [w[i * d:(i + 1) * d].T.copy() for i in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w.dtype) for _ in range(3)]
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        bs = [b[i * d:(i + 1) * d].copy() for i in range(3)]
    return (*ws, *bs)
