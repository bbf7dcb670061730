# wrong: returns views of w_qkv / b_qkv (no copy), and for b_qkv=None returns float64 zero biases whatever the dtype of w_qkv
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    if b_qkv is None:
        z = np.zeros(d)
        return w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T, z, z.copy(), z.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv")
    return (w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T,
            b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:])
