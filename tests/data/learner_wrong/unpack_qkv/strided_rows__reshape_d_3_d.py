import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    e = w_qkv.shape[1]
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * e:
        raise ValueError("shape")
    b = np.zeros(3 * e, dtype=w_qkv.dtype) if b_qkv is None else np.asarray(b_qkv)
    if b.shape != (3 * e,):
        raise ValueError("bias shape")
    w = w_qkv.reshape(e, 3, e)
    bb = b.reshape(e, 3)
    return (w[:, 0].T.copy(), w[:, 1].T.copy(), w[:, 2].T.copy(),
            bb[:, 0].copy(), bb[:, 1].copy(), bb[:, 2].copy())
