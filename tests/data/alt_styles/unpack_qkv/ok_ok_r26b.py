# CORRECT: validate (3d, d) and (3d,), reshape to three blocks, return transposed copies and bias slices (zeros for None).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must have shape (3*d, d), got {w.shape}")
    d = w.shape[1]
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must have shape ({3 * d},), got {b.shape}")
    blocks = w.reshape(3, d, d)
    ws = [blocks[i].T.copy() for i in range(3)]
    bs = [b[i * d:(i + 1) * d].copy() for i in range(3)]
    return ws[0], ws[1], ws[2], bs[0], bs[1], bs[2]
