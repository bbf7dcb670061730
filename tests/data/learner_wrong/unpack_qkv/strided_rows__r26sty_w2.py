# MISTAKE: reshapes the packed weight as (d, 3, d), which takes every third row as one block instead of the contiguous blocks [W_Q; W_K; W_V] (the bias is split the same interleaved way).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("expected a (3d, d) matrix")
    d = w.shape[1]
    stacked = np.moveaxis(w.reshape(d, 3, d), 1, 0)
    w_q, w_k, w_v = (np.swapaxes(s, 0, 1).copy() for s in stacked)
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("expected a (3d,) bias")
    b_q, b_k, b_v = b.reshape(d, 3).T.copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
