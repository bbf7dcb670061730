# MISTAKE: when b_qkv is None the zero biases are created with np.zeros(d) (default float64) instead of the weights' dtype, so a float32 layer without bias returns float64 biases.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    w_q = np.ascontiguousarray(w[:d].T).copy()
    w_k = np.ascontiguousarray(w[d:2 * d].T).copy()
    w_v = np.ascontiguousarray(w[2 * d:].T).copy()
    if b_qkv is None:
        b_qkv = np.zeros(3 * d)
    b = np.asarray(b_qkv)
    if b.shape != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
    return w_q, w_k, w_v, b[:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
