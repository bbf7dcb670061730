# Bug report: https://github.com/jsbaan/transformer-from-scratch/issues/1
# The packed projection is returned as q, k, v but unpacked as q, v, k: keys and values swapped.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3*d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif np.shape(b_qkv) != (3 * d,):
        raise ValueError("b_qkv must be (3*d,)")
    wq, wv, wk = (w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3))  # BUG: q, v, k
    bq, bv, bk = (np.array(b_qkv[i * d:(i + 1) * d]) for i in range(3))
    return wq, wk, wv, bq, bk, bv
