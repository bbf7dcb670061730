# wrong: the three blocks are returned in PyTorch's (d_out, d_in) orientation - the transpose to our (d_in, d_out) is missing; everything else correct
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("2-D expected")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("expected (3*d_model, d_model)")
    w_q, w_k, w_v = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        if b_qkv.shape != (three_d,):
            raise ValueError("bias must be (3*d_model,)")
        b_q, b_k, b_v = [blk.copy() for blk in np.split(b_qkv, 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
