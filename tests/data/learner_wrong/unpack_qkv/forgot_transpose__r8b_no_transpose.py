# Wrong: returns each block as stored, in PyTorch's (d_out, d_in) orientation, without transposing to our (d_in, d_out), so x @ w_q computes x @ W_Q instead of PyTorch's x @ W_Q.T. Blocks, biases, checks, copies and dtype are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3*d,)")
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
