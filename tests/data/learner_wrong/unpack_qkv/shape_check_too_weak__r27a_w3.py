# MISTAKE: only checks that the number of rows is a multiple of 3, so a non-(3d, d) matrix such as (6, 3) is accepted and returns non-square blocks instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] % 3 != 0:
        raise ValueError("w_qkv must stack three blocks")
    d = w_qkv.shape[0] // 3
    q_blk, k_blk, v_blk = np.split(w_qkv, 3, axis=0)
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3 * d_model,)")
    return (np.ascontiguousarray(q_blk.T), np.ascontiguousarray(k_blk.T), np.ascontiguousarray(v_blk.T),
            b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy())
