# mistake: returns views of the packed weight (the prompt asks for new arrays)
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    if b_qkv is not None and np.shape(b_qkv) != (3 * d,):
        raise ValueError("bias shape")
    wq, wk, wv = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return wq, wk, wv, z, z.copy(), z.copy()
    return wq, wk, wv, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
