# MISTAKE: the shape guard only checks that the row count is a multiple of 3
# (w_qkv.shape[0] % 3), not that the columns equal rows/3, so a (3d, d') matrix with d' != d is
# accepted and split into non-square blocks instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3:
        raise ValueError("bad w_qkv shape")
    d = w_qkv.shape[0] // 3
    w_q, w_k, w_v = (np.einsum('oi->io', blk).copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_q = b_k = b_v = None
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("bad b_qkv shape")
        b_q, b_k, b_v = (part.copy() for part in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
