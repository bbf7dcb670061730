# MISTAKE: wrong index map -- assumes Q, K, V rows are interleaved (reshape to (d, 3, d) and take [:, j, :]) instead of three contiguous row blocks [W_Q; W_K; W_V] (weights only; biases are split correctly).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv shape")
    d = w_qkv.shape[1]
    grouped = w_qkv.reshape(d, 3, d)
    w_q = np.ascontiguousarray(grouped[:, 0, :].T)
    w_k = np.ascontiguousarray(grouped[:, 1, :].T)
    w_v = np.ascontiguousarray(grouped[:, 2, :].T)
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv shape")
    b_q, b_k, b_v = b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
