# MISTAKE: the blocks are returned in PyTorch's (d_out, d_in) orientation without the transpose, so x @ w_q computes x @ W_Q instead of x @ W_Q.T.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3 d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif np.shape(b_qkv) != (3 * d,):
        raise ValueError("b_qkv must have shape (3 d,)")
    ws = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    bs = [blk.copy() for blk in np.split(np.asarray(b_qkv), 3)]
    return (*ws, *bs)
