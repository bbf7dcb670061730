# MISTAKE: The blocks are returned in PyTorch's (d_out, d_in) orientation without transposing them to our (d_in, d_out).
# MISTAKE: With b_qkv=None the three biases are returned as None instead of zero vectors.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    w_q, w_k, w_v = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (w_qkv.shape[0],):
        raise ValueError("b_qkv must have shape (3*d,)")
    b_q, b_k, b_v = [b.copy() for b in np.split(b_qkv, 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
