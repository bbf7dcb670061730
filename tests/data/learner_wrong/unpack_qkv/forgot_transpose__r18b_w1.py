# MISTAKE: forgets to transpose the PyTorch (d_out, d_in) blocks into our (d_in, d_out) x @ W orientation.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_q = np.zeros(d, w_qkv.dtype); b_k = np.zeros(d, w_qkv.dtype); b_v = np.zeros(d, w_qkv.dtype)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        b_q, b_k, b_v = (b.copy() for b in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
