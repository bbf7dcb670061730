# CORRECT: validate shapes, slice the three row blocks, transpose and copy; zero biases in w's dtype.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w.shape[1]
    w_q = w[:d].T.copy()
    w_k = w[d:2 * d].T.copy()
    w_v = w[2 * d:].T.copy()
    if b_qkv is None:
        b_q = np.zeros(d, dtype=w.dtype)
        b_k = np.zeros(d, dtype=w.dtype)
        b_v = np.zeros(d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3*d,)")
        b_q, b_k, b_v = b[:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
