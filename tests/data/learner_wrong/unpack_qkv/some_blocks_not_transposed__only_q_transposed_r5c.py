# mistake: copy-paste slip, only the query block is transposed; the key and value blocks are returned as stored
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q = w_qkv[0:d, :].T.copy()
    w_k = w_qkv[d:2 * d, :].copy()
    w_v = w_qkv[2 * d:3 * d, :].copy()
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return w_q, w_k, w_v, b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
