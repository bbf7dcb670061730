# MISTAKE: the blocks are returned as slices/transposes (w[:d].T, b[:d], ...), i.e. views into w_qkv and b_qkv rather than new arrays, so writing into a returned weight changes the packed input.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    w_q, w_k, w_v = (blk.T for blk in np.split(w, 3, axis=0))
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w.dtype)
        return w_q, w_k, w_v, zeros, zeros.copy(), zeros.copy()
    b = np.asarray(b_qkv)
    if b.shape != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
    b_q, b_k, b_v = np.split(b, 3)
    return w_q, w_k, w_v, b_q, b_k, b_v
