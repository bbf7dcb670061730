# https://github.com/microsoft/Cream/issues/121
# The weight is cut into contiguous blocks but the bias is sampled with a stride of 3
# (bias[i::3]): the weights and the biases follow two different layouts.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (np.ascontiguousarray(w_qkv[i * d:(i + 1) * d].T) for i in range(3))
    if b_qkv is None:
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3 * d_model,)")
        b_q, b_k, b_v = (b_qkv[i::3].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
