# MISTAKE: the weights and biases are returned as views (w_qkv[:d].T, b_qkv[:d]) rather than new arrays, so writing into them changes the packed input.
# MISTAKE: with b_qkv=None the zero biases are np.zeros(d) in float64 regardless of the weights' dtype.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must be (3*d, d)")
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].T for i in range(3))
    if b_qkv is None:
        b_q, b_k, b_v = np.zeros(d), np.zeros(d), np.zeros(d)
    else:
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3*d,)")
        b_q, b_k, b_v = b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
    return w_q, w_k, w_v, b_q, b_k, b_v
