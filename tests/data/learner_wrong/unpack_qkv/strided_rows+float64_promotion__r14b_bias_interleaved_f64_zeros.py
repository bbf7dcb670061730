# WRONG: splits the bias interleaved, b.reshape(d, 3)[:, i] (every third entry), instead of contiguous thirds AND a None bias becomes float64 zeros even for float32 weights.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv shape")
    d = w_qkv.shape[1]
    wt = w_qkv.T                      # (d, 3d): column blocks are our (d_in, d_out) matrices
    w_q, w_k, w_v = (wt[:, i * d:(i + 1) * d].copy() for i in range(3))
    b = np.zeros(3 * d) if b_qkv is None else np.asarray(b_qkv)
    if b.shape != (3 * d,):
        raise ValueError("b_qkv shape")
    b3 = b.reshape(d, 3)
    return w_q, w_k, w_v, b3[:, 0].copy(), b3[:, 1].copy(), b3[:, 2].copy()
