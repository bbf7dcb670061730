# MISTAKE: the value block is copied without the transpose (w_v stays in PyTorch's (d_out, d_in) orientation).
# MISTAKE: b_qkv's shape is never checked; it is just split into three with np.split, so e.g. a (3, d) bias is accepted and yields (1, d) biases instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected (3 d, d)")
    d = w_qkv.shape[1]
    blocks = np.split(w_qkv, 3, axis=0)
    w_q = blocks[0].T.copy()
    w_k = blocks[1].T.copy()
    w_v = blocks[2].copy()
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros.copy(), zeros.copy(), zeros.copy()
    b_q, b_k, b_v = (part.copy() for part in np.split(np.asarray(b_qkv), 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
