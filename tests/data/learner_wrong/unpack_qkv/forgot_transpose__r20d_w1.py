# MISTAKE: the three blocks are returned in PyTorch's (d_out, d_in) orientation -- the transpose to
# our x @ W orientation is forgotten (blocks = [... .copy()] with no .T).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv shape")
    d = w_qkv.shape[1]
    blocks = [w_qkv[r:r + d].copy() for r in range(0, 3 * d, d)]
    if b_qkv is None:
        biases = [np.zeros(d, w_qkv.dtype) for _ in blocks]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("bad b_qkv shape")
        biases = [b_qkv[r:r + d].copy() for r in range(0, 3 * d, d)]
    return (*blocks, *biases)
