# WRONG: two mistakes: returns views into w_qkv / b_qkv (.T and slices, no copy: writing into a result changes the packed input), and for b_qkv=None returns three scalar 0.0 biases instead of zeros of shape (d_model,). Layout and transpose right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv shape")
    d = w_qkv.shape[1]
    wq, wk, wv = np.split(w_qkv, 3, axis=0)
    if b_qkv is None:
        z = np.zeros((), dtype=w_qkv.dtype)
        return wq.T, wk.T, wv.T, z, z, z
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv shape")
    bq, bk, bv = np.split(b_qkv, 3)
    return wq.T, wk.T, wv.T, bq, bk, bv
