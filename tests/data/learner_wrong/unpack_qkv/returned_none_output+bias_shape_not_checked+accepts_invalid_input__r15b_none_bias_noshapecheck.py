# WRONG: b_qkv=None returns None biases instead of zeros AND there is no shape check (a non-(3d, d) weight or a wrong-length bias is sliced silently, no ValueError).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[-1]
    w_q, w_k, w_v = [blk.T.copy() for blk in np.split(w_qkv[:3 * d], 3, axis=0)]
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_q, b_k, b_v = b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:3 * d].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
