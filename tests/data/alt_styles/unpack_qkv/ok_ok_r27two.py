# CORRECT: validate shapes, slice the three row blocks, transpose each to (d_in, d_out) and copy; zero biases when absent.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3))
    if b_qkv is None:
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
        b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
