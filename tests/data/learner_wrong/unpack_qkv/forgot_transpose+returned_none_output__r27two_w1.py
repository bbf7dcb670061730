# MISTAKE: the blocks are returned in PyTorch's (d_out, d_in) orientation without transposing them.
# MISTAKE: when b_qkv is None the three biases are returned as None instead of zero arrays of shape (d_model,).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected a (3d, d) matrix")
    w_q, w_k, w_v = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (w_qkv.shape[0],):
        raise ValueError("expected a (3d,) bias")
    b_q, b_k, b_v = [blk.copy() for blk in np.split(b_qkv, 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
