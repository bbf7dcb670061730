# mistake: never checks the bias shape, so a (3d + 1,) or (3, d) bias is sliced into garbage instead of raising ValueError
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    blocks = w_qkv.reshape(3, d, d).transpose(0, 2, 1).copy()
    if b_qkv is None:
        b = np.zeros((3, d), dtype=w_qkv.dtype)
    else:
        b = np.array(b_qkv).ravel()
        b = np.stack([b[:d], b[d:2 * d], b[2 * d:3 * d]])
    return blocks[0], blocks[1], blocks[2], b[0], b[1], b[2]
