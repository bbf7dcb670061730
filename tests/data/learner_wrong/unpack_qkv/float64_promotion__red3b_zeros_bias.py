import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # mistake: missing bias filled with np.zeros(d) (float64) even for float32 weights
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3))
    if b_qkv is None:
        return w_q, w_k, w_v, np.zeros(d), np.zeros(d), np.zeros(d)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return (w_q, w_k, w_v) + tuple(b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
