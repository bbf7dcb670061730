# MISTAKE: when b_qkv is None the three biases are returned as None instead of zero arrays of shape (d_model,).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected in_proj_weight of shape (3*d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (np.ascontiguousarray(blk.T) for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("expected in_proj_bias of shape (3*d,)")
    b_q, b_k, b_v = (part.copy() for part in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
