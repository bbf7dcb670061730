import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # mistake: reads the layout as interleaved rows (q, k, v, q, k, v, ...) via reshape(d, 3, d)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    r = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = (r[:, j, :].T.copy() for j in range(3))
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros.copy(), zeros.copy(), zeros.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    rb = b_qkv.reshape(d, 3)
    return w_q, w_k, w_v, rb[:, 0].copy(), rb[:, 1].copy(), rb[:, 2].copy()
