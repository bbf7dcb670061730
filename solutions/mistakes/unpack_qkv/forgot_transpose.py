import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[1]
    if w_qkv.shape[0] != 3 * d:
        raise ValueError("bad shape")
    b = np.zeros(3 * d) if b_qkv is None else b_qkv
    w_q, w_k, w_v = w_qkv[:d], w_qkv[d:2 * d], w_qkv[2 * d:]  # PyTorch's (d_out, d_in) kept as is
    return w_q, w_k, w_v, b[:d], b[d:2 * d], b[2 * d:]
