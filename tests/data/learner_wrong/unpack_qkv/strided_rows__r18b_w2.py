# MISTAKE: wrong index map -- takes every third row (rows 0,3,6,... for Q; 1,4,7,... for K; 2,5,8,... for V) as if Q,K,V were interleaved per row, instead of the contiguous blocks [0,d), [d,2d), [2d,3d). Biases split the same (wrong) strided way.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    W = np.asarray(w_qkv)
    if W.ndim != 2 or W.shape[0] != 3 * W.shape[1]:
        raise ValueError("expected (3d, d)")
    d = W.shape[1]
    mats = [np.ascontiguousarray(W[j::3].T) for j in range(3)]
    if b_qkv is None:
        biases = [np.zeros((d,), dtype=W.dtype) for _ in range(3)]
    else:
        B = np.asarray(b_qkv)
        if B.shape != (3 * d,):
            raise ValueError("expected (3d,)")
        biases = [B[j::3].copy() for j in range(3)]
    return tuple(mats + biases)
