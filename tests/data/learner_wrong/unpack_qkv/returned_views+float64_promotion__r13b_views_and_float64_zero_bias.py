# WRONG: returns views into w_qkv / b_qkv (w_qkv[:d].T, b_qkv[:d]) instead of new arrays; and for b_qkv=None makes float64 zero biases (np.zeros(d)) even when the weights are float32.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must have 3*d rows")
    w_q = w_qkv[:d].T
    w_k = w_qkv[d:2 * d].T
    w_v = w_qkv[2 * d:].T
    if b_qkv is None:
        return w_q, w_k, w_v, np.zeros(d), np.zeros(d), np.zeros(d)
    if b_qkv.shape != (three_d,):
        raise ValueError("b_qkv must be (3*d,)")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
