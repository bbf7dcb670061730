# MISTAKE: The blocks are returned in PyTorch's (d_out, d_in) orientation, without the transpose to our x @ W (d_in, d_out) layout.
# MISTAKE: For b_qkv=None the zero biases are np.zeros(d) (float64) regardless of the weights' dtype, so float32 weights get float64 biases.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = [blk.copy() for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        b_q, b_k, b_v = np.zeros(d), np.zeros(d), np.zeros(d)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3*d,)")
        b_q, b_k, b_v = [blk.copy() for blk in np.split(b_qkv, 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
