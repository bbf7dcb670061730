# MISTAKE: the three weight blocks are returned in PyTorch's (d_out, d_in) orientation -- the transpose to our x @ W (d_in, d_out) orientation is missing.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must be (3d, d)")
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    b_q, b_k, b_v = (b.copy() for b in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
