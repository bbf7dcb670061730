import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    e = w_qkv.shape[1]
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * e:
        raise ValueError("shape")
    if b_qkv is None:
        b_qkv = np.zeros(3 * e, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * e,):
        raise ValueError("bias shape")
    w_q, w_k, w_v = (w.copy() for w in np.split(w_qkv, 3, axis=0))
    b_q, b_k, b_v = (b.copy() for b in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
