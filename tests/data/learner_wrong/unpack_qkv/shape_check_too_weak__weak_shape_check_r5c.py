# mistake: only checks that the rows divide by 3 (not rows == 3 * cols), so a (6, 4) matrix is accepted and sliced
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3 != 0:
        raise ValueError("w_qkv rows must be a multiple of 3")
    d = w_qkv.shape[0] // 3
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape[0] != 3 * d:
        raise ValueError("b_qkv must be (3d,)")
    ws = [w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3)]
    bs = [b_qkv[i * d:(i + 1) * d].copy() for i in range(3)]
    return (*ws, *bs)
