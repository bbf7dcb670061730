# mistake: np.zeros(d) for a missing bias is float64 even when the weights are float32 (dtype slip only there)
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].T.copy()
    w_k = w_qkv[d:2 * d].T.copy()
    w_v = w_qkv[2 * d:].T.copy()
    if b_qkv is None:
        return w_q, w_k, w_v, np.zeros(d), np.zeros(d), np.zeros(d)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return w_q, w_k, w_v, b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
