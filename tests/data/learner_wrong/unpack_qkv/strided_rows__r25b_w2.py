# MISTAKE: Reads the packed weight as interleaved rows (w_qkv[0::3], [1::3], [2::3]) instead of the contiguous [W_Q; W_K; W_V] blocks (the biases are split the same strided way).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("w_qkv must have shape (3 * d_model, d_model)")
    d = w.shape[1]
    w_q = np.ascontiguousarray(w[0::3].T)
    w_k = np.ascontiguousarray(w[1::3].T)
    w_v = np.ascontiguousarray(w[2::3].T)
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3 * d_model,)")
    return w_q, w_k, w_v, b[0::3].copy(), b[1::3].copy(), b[2::3].copy()
