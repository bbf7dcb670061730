# MISTAKE: Returns views of the input (w_qkv[:d].T, b_qkv[:d], ...) instead of new arrays, so writing into a returned weight changes in_proj_weight.
# MISTAKE: The shape of b_qkv is never checked: a bias of the wrong length is sliced into pieces of the wrong sizes instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros, zeros.copy(), zeros.copy()
    b_qkv = np.asarray(b_qkv)
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
