# mistake: always zero biases (b_qkv ignored)
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("shape")
    d = w_qkv.shape[1]
    wq, wk, wv = (w_qkv[i * d:(i + 1) * d].T.copy() for i in range(3))
    z = lambda: np.zeros(d, dtype=w_qkv.dtype)
    return wq, wk, wv, z(), z(), z()
