# WRONG: reads the packed weight as w.reshape(d, 3, d)[:, i] (every third row, a fused-interleaved layout) instead of the contiguous blocks rows [i*d, (i+1)*d); transposes and bias are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must be (3*d, d)")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif np.shape(b_qkv) != (3 * d,):
        raise ValueError("b_qkv must be (3*d,)")
    w = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = (np.ascontiguousarray(w[:, i, :].T) for i in range(3))
    b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
