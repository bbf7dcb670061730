import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T.copy()
    w_k = w_qkv[d:2 * d].T.copy()
    w_v = w_qkv[2 * d:].T.copy()
    if b_qkv is None:
        b_q = np.zeros(d, dtype=w_qkv.dtype)
        b_k = np.zeros(d, dtype=w_qkv.dtype)
        b_v = np.zeros(d, dtype=w_qkv.dtype)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3*d,)")
        b_q = b_qkv[:d].copy()
        b_k = b_qkv[d:2 * d].copy()
        b_v = b_qkv[2 * d:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
