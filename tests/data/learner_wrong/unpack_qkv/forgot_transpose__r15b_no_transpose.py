# WRONG: returns the three blocks in PyTorch's (d_out, d_in) orientation (no .T); slicing, biases, checks and copies are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    wq, wk, wv = (np.array(w_qkv[i * d:(i + 1) * d]) for i in range(3))
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("bias shape")
    bq, bk, bv = (np.array(b_qkv[i * d:(i + 1) * d]) for i in range(3))
    return wq, wk, wv, bq, bk, bv
