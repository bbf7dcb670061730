# CORRECT: reshapes the packed weight to (3, d, d) blocks, swaps the last two axes of each block and copies.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    blocks = np.swapaxes(w_qkv.reshape(3, d, d), 1, 2).copy()
    if b_qkv is None:
        biases = np.zeros((3, d), dtype=w_qkv.dtype)
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must have shape (3 * d_model,)")
        biases = b_qkv.reshape(3, d).copy()
    return (blocks[0].copy(), blocks[1].copy(), blocks[2].copy(),
            biases[0].copy(), biases[1].copy(), biases[2].copy())
