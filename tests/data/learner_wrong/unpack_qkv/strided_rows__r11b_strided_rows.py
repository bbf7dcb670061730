# WRONG: reads every third row (w_qkv[0::3], [1::3], [2::3]) as Q, K, V instead of contiguous blocks, for the weights and the bias alike (transposes correctly).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad shape")
    d = w_qkv.shape[1]
    w_q = w_qkv[0::3].T.copy()
    w_k = w_qkv[1::3].T.copy()
    w_v = w_qkv[2::3].T.copy()
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z.copy(), z.copy(), z.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad bias")
    return w_q, w_k, w_v, b_qkv[0::3].copy(), b_qkv[1::3].copy(), b_qkv[2::3].copy()
