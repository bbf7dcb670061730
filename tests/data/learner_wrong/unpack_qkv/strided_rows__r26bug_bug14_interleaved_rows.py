# SOURCE: https://github.com/awslabs/slapo/pull/46
# MISTAKE: The packed weight and bias are read as if Q, K and V were interleaved row by row (Q = rows 0, 3, 6, ..., K = rows 1, 4, 7, ...) instead of three consecutive blocks [W_Q; W_K; W_V].
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"expected a (3d, d) matrix, got {w_qkv.shape}")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"expected bias of shape ({3 * d},), got {b_qkv.shape}")

    weights = [np.ascontiguousarray(w_qkv[i::3].T) for i in range(3)]
    biases = [b_qkv[i::3].copy() for i in range(3)]
    return (*weights, *biases)
