# wrong: the three blocks are returned in PyTorch's (d_out, d_in) orientation, not transposed; otherwise correct
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv")
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    b_q, b_k, b_v = (blk.copy() for blk in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
