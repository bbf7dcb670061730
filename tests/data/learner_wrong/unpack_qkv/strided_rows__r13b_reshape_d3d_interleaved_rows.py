# WRONG: reshapes w_qkv to (d, 3, d) and takes [:, 0], [:, 1], [:, 2], i.e. every third row (an interleaved per-row q/k/v layout) instead of the three contiguous blocks; the biases are split the same strided way (b[0::3], ...).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3*d_model, d_model)")
    d = w_qkv.shape[1]
    w = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = [np.array(w[:, i, :].T) for i in range(3)]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("expected (3*d_model,) bias")
    b = b_qkv.reshape(d, 3)
    return w_q, w_k, w_v, b[:, 0].copy(), b[:, 1].copy(), b[:, 2].copy()
