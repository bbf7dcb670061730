# MISTAKE: the three blocks are returned in PyTorch's (d_out, d_in) orientation without the transpose, so x @ w_q computes x @ W_Q instead of x @ W_Q.T.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3 * d_model,)")
        b_q, b_k, b_v = (blk.copy() for blk in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
