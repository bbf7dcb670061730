# MISTAKE: the weights and biases are returned as slices/transposes of the inputs (views, no copy), so writing into a returned array changes w_qkv / b_qkv.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # MATLAB: Wq = W(1:d, :)'; Wk = W(d+1:2d, :)'; Wv = W(2d+1:3d, :)';
    if w_qkv.ndim != 2:
        raise ValueError("in_proj_weight must be 2-D")
    [r, d] = w_qkv.shape
    if r != 3 * d:
        raise ValueError("in_proj_weight must have 3*d rows")
    Wq = w_qkv[0:d, :].T
    Wk = w_qkv[d:2 * d, :].T
    Wv = w_qkv[2 * d:3 * d, :].T
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("in_proj_bias must be (3*d,)")
    bq = b_qkv[0:d]
    bk = b_qkv[d:2 * d]
    bv = b_qkv[2 * d:3 * d]
    return Wq, Wk, Wv, bq, bk, bv
