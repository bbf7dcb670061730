# MISTAKE: (1) forgets to transpose the blocks (returns PyTorch's (d_out, d_in) orientation); (2) the bias shape is never checked, a wrong-length b_qkv is not rejected with ValueError.
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_q, b_k, b_v = b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:3 * d].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
