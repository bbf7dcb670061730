# Wrong (two mistakes): b_qkv=None returns None for the three biases instead of zero vectors of shape (d_model,); and the bias shape is never checked, so a b_qkv that is not (3*d_model,) is split anyway instead of raising ValueError. Weights (blocks, transpose, copies, weight check, dtype) are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    w_q, w_k, w_v = [blk.T.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    d = w_qkv.shape[1]
    b_q, b_k, b_v = b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
