# https://github.com/awslabs/slapo/pull/46
# The packed weight is assumed interleaved ([q0 k0 v0, q1 k1 v1, ...], Megatron style) rather than
# PyTorch's contiguous [W_Q; W_K; W_V] blocks: rows i::3 are read (then transposed), also for the bias.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    w = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = (w[:, i, :].T.copy() for i in range(3))
    if b_qkv is None:
        b_q = b_k = b_v = None
        b_q, b_k, b_v = (np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3 * d_model,)")
        bb = b_qkv.reshape(d, 3)
        b_q, b_k, b_v = (bb[:, i].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
