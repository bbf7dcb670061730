# WRONG: returns views (w_qkv[...].T and bias slices, not copies) AND a None bias returns None for b_q, b_k, b_v instead of zero vectors.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = np.split(w_qkv, 3, axis=0)
    if b_qkv is None:
        return w_q.T, w_k.T, w_v.T, None, None, None
    if b_qkv.shape != (3 * d,):
        raise ValueError("expected (3d,)")
    b_q, b_k, b_v = np.split(b_qkv, 3)
    return w_q.T, w_k.T, w_v.T, b_q, b_k, b_v
