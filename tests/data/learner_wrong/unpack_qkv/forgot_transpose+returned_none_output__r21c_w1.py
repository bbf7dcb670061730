# MISTAKE: (1) the blocks are not transposed: PyTorch's (d_out, d_in) is returned as if it were our (d_in, d_out);
#          (2) b_qkv=None returns None biases instead of three zero vectors.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    w_q, w_k, w_v = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    if b_qkv.shape != (w_qkv.shape[0],):
        raise ValueError("bad b_qkv")
    b_q, b_k, b_v = [c.copy() for c in np.split(b_qkv, 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
