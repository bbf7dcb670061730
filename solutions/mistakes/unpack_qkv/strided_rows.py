import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[1]
    if w_qkv.shape[0] != 3 * d:
        raise ValueError("bad shape")
    b = np.zeros(3 * d) if b_qkv is None else b_qkv
    # rows read as interleaved q, k, v, q, k, v, ... instead of three blocks
    return w_qkv[0::3].T, w_qkv[1::3].T, w_qkv[2::3].T, b[0::3], b[1::3], b[2::3]
