# MISTAKE: Splits the rows as interleaved triples (reshape(d, 3, d)[:, i], i.e. every third row) instead of the three contiguous blocks [W_Q; W_K; W_V]; the bias is split the same interleaved way.
# MISTAKE: Returns views into w_qkv / b_qkv (transposes and slices, no copy) instead of new arrays.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("expected in_proj_weight of shape (3d, d)")
    d = w_qkv.shape[1]
    w = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = w[:, 0].T, w[:, 1].T, w[:, 2].T
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z, z.copy(), z.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("expected in_proj_bias of shape (3d,)")
    b = b_qkv.reshape(d, 3)
    return w_q, w_k, w_v, b[:, 0], b[:, 1], b[:, 2]
