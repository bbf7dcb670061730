# https://github.com/epfLLM/Megatron-LLM/pull/45
# Bug: reads the packed weight as Megatron's interleaved layout (rows q, k, v alternating: row 3i+0 -> Q,
# 3i+1 -> K, 3i+2 -> V) instead of PyTorch's [W_Q; W_K; W_V] blocks; same for the bias. Transpose and shape
# checks are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    if b_qkv is not None:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
    grouped = w_qkv.reshape(d, 3, d)               # [row, (q,k,v), d_in]
    w_q = grouped[:, 0, :].T.copy()
    w_k = grouped[:, 1, :].T.copy()
    w_v = grouped[:, 2, :].T.copy()
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, z.copy(), z.copy(), z.copy()
    bg = b_qkv.reshape(d, 3)
    return w_q, w_k, w_v, bg[:, 0].copy(), bg[:, 1].copy(), bg[:, 2].copy()
