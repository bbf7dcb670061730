# WRONG: splits the weight along axis 1 (the d_in columns) instead of axis 0 (the stacked row blocks): np.split raises ValueError when d_model is not divisible by 3, otherwise it returns (d_model/3, 3*d_model) blocks (after .T) of the wrong shape and content; biases are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = [part.T.copy() for part in np.split(w_qkv, 3, axis=1)]
    if b_qkv is None:
        b_q = np.zeros(d, dtype=w_qkv.dtype)
        b_k = np.zeros(d, dtype=w_qkv.dtype)
        b_v = np.zeros(d, dtype=w_qkv.dtype)
    else:
        if np.shape(b_qkv) != (3 * d,):
            raise ValueError("expected (3d,)")
        b_q, b_k, b_v = [part.copy() for part in np.split(np.asarray(b_qkv), 3)]
    return w_q, w_k, w_v, b_q, b_k, b_v
