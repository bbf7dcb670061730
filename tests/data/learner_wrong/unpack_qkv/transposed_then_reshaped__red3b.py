import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    # mistake: transposes the whole packed matrix, then reshapes (d, 3d) -> (3, d, d), which mixes the blocks
    d = w_qkv.shape[1]
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * d:
        raise ValueError("w_qkv must be (3d, d)")
    blocks = w_qkv.T.reshape(3, d, d).copy()
    b = np.zeros(3 * d, dtype=w_qkv.dtype) if b_qkv is None else np.array(b_qkv)
    if b.shape != (3 * d,):
        raise ValueError("b_qkv must be (3d,)")
    return blocks[0], blocks[1], blocks[2], b[:d], b[d:2 * d], b[2 * d:]
