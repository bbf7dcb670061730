# MISTAKE: the weight check only tests that the row count is divisible by 3, so a non-square-block shape such as (6, 5) is accepted and non-square matrices are returned instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3 != 0:
        raise ValueError("w_qkv must stack three blocks")
    d = w_qkv.shape[0] // 3
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3*d,)")
    out_w = tuple(np.array(w_qkv[i * d:(i + 1) * d].T) for i in range(3))
    out_b = tuple(np.array(b_qkv[i * d:(i + 1) * d]) for i in range(3))
    return out_w + out_b
