# mistake: zero biases default to float64 when b_qkv is None
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    if b_qkv is not None and np.shape(b_qkv) != (3 * d,):
        raise ValueError("bias shape")
    wq, wk, wv = (np.ascontiguousarray(w_qkv[i * d:(i + 1) * d].T) for i in range(3))
    if b_qkv is None:
        return wq, wk, wv, np.zeros(d), np.zeros(d), np.zeros(d)
    return wq, wk, wv, b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
