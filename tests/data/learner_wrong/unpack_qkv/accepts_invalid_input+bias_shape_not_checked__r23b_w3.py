# MISTAKE: b_qkv's shape is never validated, so a bias of the wrong length (e.g. 3d+1 or 2d, or 2-D) is silently split into pieces of the wrong size instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    w_q = w[0:d].T.copy()
    w_k = w[d:2 * d].T.copy()
    w_v = w[2 * d:3 * d].T.copy()
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv).reshape(-1)
    return w_q, w_k, w_v, b[0:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
