# MISTAKE: Reads the Q/K/V weights as interleaved rows (w_qkv[0::3], [1::3], [2::3]) instead of the contiguous blocks [0, d), [d, 2d), [2d, 3d).
# MISTAKE: Returns views into w_qkv / b_qkv (slices and .T, no copy) instead of new arrays.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    w_q = w_qkv[0::3].T
    w_k = w_qkv[1::3].T
    w_v = w_qkv[2::3].T
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros, zeros.copy(), zeros.copy()
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
