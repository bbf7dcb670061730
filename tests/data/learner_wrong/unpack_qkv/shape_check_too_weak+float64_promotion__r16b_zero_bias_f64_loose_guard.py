# wrong: two mistakes - for b_qkv=None the zero biases are np.zeros(d) (float64 even for float32 weights), and the guard only checks that the row count is divisible by 3 (rows//3 used as d), so a non-(3d, d) matrix like (3d, d') is accepted instead of ValueError
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3:
        raise ValueError("w_qkv rows must be 3 * d_model")
    d = w_qkv.shape[0] // 3
    w_q = np.ascontiguousarray(w_qkv[:d].T)
    w_k = np.ascontiguousarray(w_qkv[d:2 * d].T)
    w_v = np.ascontiguousarray(w_qkv[2 * d:].T)
    if b_qkv is None:
        zeros = np.zeros(d)
        return w_q, w_k, w_v, zeros.copy(), zeros.copy(), zeros.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3 * d_model,)")
    return w_q, w_k, w_v, b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
