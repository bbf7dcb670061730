# MISTAKE: the three blocks are returned in PyTorch's (d_out, d_in) orientation -- the transpose is forgotten.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must have 3 * d_model rows")
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_q = np.zeros(d, dtype=w_qkv.dtype); b_k = b_q.copy(); b_v = b_q.copy()
    else:
        if b_qkv.shape != (three_d,):
            raise ValueError("b_qkv must be (3 * d_model,)")
        b_q, b_k, b_v = (x.copy() for x in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
