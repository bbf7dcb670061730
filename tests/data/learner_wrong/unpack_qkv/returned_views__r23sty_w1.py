# MISTAKE: The returned weights and biases are views into w_qkv / b_qkv (slices and .T without a copy), so writing into them later silently changes the packed input.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3*d_model, d_model)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3*d_model,)")
    weights = [w_qkv[i * d:(i + 1) * d].T for i in range(3)]
    biases = [b_qkv[i * d:(i + 1) * d] for i in range(3)]
    return (*weights, *biases)
