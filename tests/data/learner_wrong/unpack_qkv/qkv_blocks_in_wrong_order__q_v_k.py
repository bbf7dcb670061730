import numpy as np

# order assumed [Q; V; K]
def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError
    d = w_qkv.shape[1]
    q, v, k = (w_qkv[i*d:(i+1)*d].T.copy() for i in range(3))
    b = np.zeros(3 * d, w_qkv.dtype) if b_qkv is None else b_qkv
    if b.shape != (3 * d,):
        raise ValueError
    bq, bv, bk = (b[i*d:(i+1)*d].copy() for i in range(3))
    return q, k, v, bq, bk, bv
