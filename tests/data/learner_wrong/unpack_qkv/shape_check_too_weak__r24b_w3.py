# MISTAKE: the shape check only tests that the number of rows is divisible by 3 (w_qkv.shape[0] % 3), never that each block is square, so e.g. a (6, 3) or (9, 2) matrix is accepted instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3 != 0:
        raise ValueError(f"w_qkv must stack three blocks, got shape {w_qkv.shape}")
    d = w_qkv.shape[0] // 3
    q_blk, k_blk, v_blk = w_qkv.reshape(3, d, w_qkv.shape[1])
    w_q, w_k, w_v = q_blk.T.copy(), k_blk.T.copy(), v_blk.T.copy()
    if b_qkv is None:
        b = np.zeros((3, d), dtype=w_qkv.dtype)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
        b = b_qkv.reshape(3, d).copy()
    return w_q, w_k, w_v, b[0].copy(), b[1].copy(), b[2].copy()
