# MISTAKE: index map wrong: w_qkv.reshape(d, 3, d) takes rows 3t, 3t+1, 3t+2 as the t-th row of Q, K, V (interleaved rows) instead of the contiguous blocks [W_Q; W_K; W_V]; the biases are split correctly.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("bad w")
    d = w.shape[1]
    r = w.reshape(d, 3, d)
    wq, wk, wv = (np.ascontiguousarray(r[:, i, :].T) for i in range(3))
    if b_qkv is None:
        bq = bk = bv = np.zeros(d, dtype=w.dtype)
        bq, bk, bv = bq.copy(), bk.copy(), bv.copy()
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("bad b")
        bq, bk, bv = (b[i * d:(i + 1) * d].copy() for i in range(3))
    return wq, wk, wv, bq, bk, bv
