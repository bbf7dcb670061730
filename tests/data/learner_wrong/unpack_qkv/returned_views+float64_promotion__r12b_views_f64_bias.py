# WRONG: two mistakes: returns views of the input (w_qkv[...].T and b_qkv[...] slices, not copies), and the None-bias zeros are np.zeros(d) float64 even for float32 weights.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad shape")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    if b_qkv is None:
        return w_q, w_k, w_v, np.zeros(d), np.zeros(d), np.zeros(d)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad bias")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
