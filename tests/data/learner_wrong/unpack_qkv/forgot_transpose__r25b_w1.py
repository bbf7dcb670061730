# MISTAKE: The blocks are returned in PyTorch's (d_out, d_in) orientation without the transpose, so x @ w_q computes x @ W_Q instead of PyTorch's x @ W_Q.T.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w, 3, axis=0))
    if b_qkv is None:
        b_q, b_k, b_v = (np.zeros(d, dtype=w.dtype) for _ in range(3))
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
        b_q, b_k, b_v = (part.copy() for part in np.split(b, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
