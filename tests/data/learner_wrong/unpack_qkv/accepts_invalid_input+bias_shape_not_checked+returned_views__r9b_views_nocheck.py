# WRONG (two mistakes): no shape validation at all (no ValueError for a non-(3d, d) weight or a wrong-length bias), and the weights and biases are returned as views into w_qkv / b_qkv instead of new arrays; block order and transpose are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[1]
    w_q, w_k, w_v = w_qkv[:d].T, w_qkv[d:2 * d].T, w_qkv[2 * d:].T
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z, z.copy(), z.copy()
    return w_q, w_k, w_v, b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
