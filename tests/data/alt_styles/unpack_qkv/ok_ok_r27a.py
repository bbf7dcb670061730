# CORRECT: validate (3d, d) and (3d,), slice the three row blocks, transpose each and copy; zero biases for None.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must have shape (3*d, d), got {w.shape}")
    d = w.shape[1]
    w_q, w_k, w_v = (w[i * d:(i + 1) * d].T.copy() for i in range(3))
    if b_qkv is None:
        b_q = np.zeros(d, dtype=w.dtype)
        b_k = np.zeros(d, dtype=w.dtype)
        b_v = np.zeros(d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must have shape ({3 * d},), got {b.shape}")
        b_q, b_k, b_v = (b[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
