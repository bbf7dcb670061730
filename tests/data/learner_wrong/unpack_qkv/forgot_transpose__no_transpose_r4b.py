# WRONG: takes the three row blocks but forgets to transpose them (returns PyTorch's (d_out, d_in) orientation). Bias split, copies, checks and dtype right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    n, d = w_qkv.shape
    if n != 3 * d:
        raise ValueError("w_qkv must have 3*d rows")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have 3*d entries")
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
