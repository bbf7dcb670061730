import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
    blocks = w_qkv.reshape(3, d, d)
    ws = [blocks[i].T.copy() for i in range(3)]
    bs = [b_qkv[i * d:(i + 1) * d].copy() for i in range(3)]
    return (*ws, *bs)
