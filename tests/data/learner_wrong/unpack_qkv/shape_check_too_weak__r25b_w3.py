# MISTAKE: The shape check only tests that the row count is a multiple of 3, not that it equals 3 * d_model, so e.g. a (6, 4) matrix is accepted and split into (4, 2) "weights" instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] % 3 != 0:
        raise ValueError(f"w_qkv must stack three blocks, got shape {w.shape}")
    n = w.shape[0] // 3
    w_q = w[:n].T.copy()
    w_k = w[n:2 * n].T.copy()
    w_v = w[2 * n:].T.copy()
    if b_qkv is None:
        zeros = np.zeros(n, dtype=w.dtype)
        b_q, b_k, b_v = zeros.copy(), zeros.copy(), zeros.copy()
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * n,):
            raise ValueError(f"b_qkv must be ({3 * n},), got {b.shape}")
        b_q, b_k, b_v = b[:n].copy(), b[n:2 * n].copy(), b[2 * n:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
