import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("2-D expected")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError("shape must be (3*d_model, d_model)")
    blocks = np.array(w_qkv.reshape(3, d, d).transpose(0, 2, 1))
    if b_qkv is None:
        b = np.zeros((3, d), dtype=w_qkv.dtype)
    else:
        if b_qkv.ndim != 1 or b_qkv.shape[0] != three_d:
            raise ValueError("bias must be (3*d_model,)")
        b = np.array(b_qkv, dtype=b_qkv.dtype).reshape(3, d)
    return blocks[0], blocks[1], blocks[2], b[0], b[1], b[2]
