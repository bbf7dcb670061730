# MISTAKE: wrong index map -- reshapes w_qkv to (d, 3, d) and takes [:, j, :], i.e. treats rows as interleaved q,k,v,q,k,v,... instead of the block layout [W_Q; W_K; W_V].
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3*d_model, d_model)")
    d = w_qkv.shape[1]
    packed = w_qkv.reshape(d, 3, d)
    w_q = packed[:, 0, :].T.copy()
    w_k = packed[:, 1, :].T.copy()
    w_v = packed[:, 2, :].T.copy()
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z, z.copy(), z.copy()
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("expected (3*d_model,) bias")
    b = b_qkv.reshape(3, d)
    return w_q, w_k, w_v, b[0].copy(), b[1].copy(), b[2].copy()
