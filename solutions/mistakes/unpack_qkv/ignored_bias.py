import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[1]
    if w_qkv.shape[0] != 3 * d:
        raise ValueError("bad shape")
    z = np.zeros(d)
    return w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T, z, z, z  # in_proj_bias dropped
