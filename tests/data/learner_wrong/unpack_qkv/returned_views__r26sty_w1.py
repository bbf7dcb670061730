# MISTAKE: returns transposed views of w_qkv (and slices of b_qkv) instead of copies, so writing into a returned weight silently changes the packed input.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("w_qkv must have 3 * d_model rows")
    blocks = [w_qkv[i * d:(i + 1) * d].T for i in range(3)]
    if b_qkv is None:
        biases = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3 * d_model,)")
        biases = [b_qkv[i * d:(i + 1) * d] for i in range(3)]
    return (*blocks, *biases)
