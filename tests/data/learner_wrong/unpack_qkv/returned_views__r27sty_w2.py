# MISTAKE: the weights and biases are returned as slices/transposes (views) of w_qkv and b_qkv, not new arrays, so writing into them changes the packed input.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if np.ndim(w_qkv) != 2:
        raise ValueError("w_qkv must be 2-D")
    rows, d = np.shape(w_qkv)
    if rows != 3 * d:
        raise ValueError("w_qkv must be (3 * d_model, d_model)")
    if b_qkv is not None and np.shape(b_qkv) != (3 * d,):
        raise ValueError("b_qkv must be (3 * d_model,)")
    w = np.asarray(w_qkv)
    b = np.zeros(3 * d, dtype=w.dtype) if b_qkv is None else np.asarray(b_qkv)
    weights = tuple(w[i * d:(i + 1) * d].T for i in range(3))
    biases = tuple(b[i * d:(i + 1) * d] for i in range(3))
    return weights + biases
