import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    wq, wk, wv = (blk.T.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        bq = np.zeros(d, dtype=w_qkv.dtype); bk = np.zeros(d, dtype=w_qkv.dtype); bv = np.zeros(d, dtype=w_qkv.dtype)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        bq, bk, bv = (x.copy() for x in np.split(b_qkv, 3))
    return wq, wk, wv, bq, bk, bv
