import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("w_qkv must be (3*d, d)")
    d = w.shape[1]
    blocks = w.reshape(3, d, d).transpose(0, 2, 1).copy()
    if b_qkv is None:
        b = np.zeros((3, d), dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("b_qkv must be (3*d,)")
        b = b.reshape(3, d).copy()
    return blocks[0].copy(), blocks[1].copy(), blocks[2].copy(), b[0].copy(), b[1].copy(), b[2].copy()
