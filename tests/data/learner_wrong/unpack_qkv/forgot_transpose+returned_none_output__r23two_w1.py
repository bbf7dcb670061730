# MISTAKE: The blocks are returned in PyTorch's (d_out, d_in) orientation without transposing, so x @ w_q is not PyTorch's query projection.
# MISTAKE: With b_qkv=None the biases are returned as None instead of zero vectors of shape (d_model,).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (blk.copy() for blk in np.split(w_qkv, 3, axis=0))
    if b_qkv is None:
        return w_q, w_k, w_v, None, None, None
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
    b_q, b_k, b_v = (blk.copy() for blk in np.split(b_qkv, 3))
    return w_q, w_k, w_v, b_q, b_k, b_v
