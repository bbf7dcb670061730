# https://github.com/BlackSamorez/tensor_parallel/pull/103 — the QQQ..KKK..VVV block layout split as if interleaved: rows (and bias entries) 0::3 as Q, 1::3 as K, 2::3 as V; the transpose is done correctly.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    w_q, w_k, w_v = (w_qkv[i::3].T.copy() for i in range(3))
    b_q, b_k, b_v = (b_qkv[i::3].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
