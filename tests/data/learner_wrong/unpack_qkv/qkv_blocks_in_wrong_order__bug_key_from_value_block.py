# https://github.com/huggingface/transformers/pull/40257
# k_proj sliced as in_proj_weight[2d:3d] (and in_proj_bias[2d:3d]) instead of [d:2d]: the key
# weights and bias are read from the value block.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    w_q = w_qkv[0:d, :].T.copy()
    w_k = w_qkv[2 * d:3 * d, :].T.copy()
    w_v = w_qkv[2 * d:3 * d, :].T.copy()
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z.copy(), z.copy(), z.copy()
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3 * d_model,)")
    return w_q, w_k, w_v, b_qkv[0:d].copy(), b_qkv[2 * d:3 * d].copy(), b_qkv[2 * d:3 * d].copy()
