"""Correct: np.split into three blocks, each transposed."""
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("not [W_Q; W_K; W_V]")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("bias shape")
    ws = [blk.T.copy() for blk in np.split(w_qkv, 3, axis=0)]
    bs = [blk.copy() for blk in np.split(b_qkv, 3)]
    return (*ws, *bs)
