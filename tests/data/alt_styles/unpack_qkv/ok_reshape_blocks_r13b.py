import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    blocks = w.reshape(3, d, d)                      # [W_Q; W_K; W_V], each (d_out, d_in)
    w_q, w_k, w_v = (np.ascontiguousarray(blk.T).copy() for blk in blocks)
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
    b_q, b_k, b_v = (piece.copy() for piece in b.reshape(3, d))
    return w_q, w_k, w_v, b_q, b_k, b_v
