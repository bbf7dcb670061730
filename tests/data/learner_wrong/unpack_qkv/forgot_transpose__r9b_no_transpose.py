# WRONG: returns the three blocks in PyTorch's (d_out, d_in) orientation, without transposing them; block order, biases, checks and copies are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    b_q, b_k, b_v = (blk.copy() for blk in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
