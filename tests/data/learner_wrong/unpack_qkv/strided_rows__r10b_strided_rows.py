# wrong: reads every third row (w_qkv[0::3], [1::3], [2::3]) instead of contiguous blocks, and splits the bias the same strided way; transposes correctly
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    elif b_qkv.shape != (3 * d,):
        raise ValueError("bad b_qkv")
    out_w = [w_qkv[i::3].T.copy() for i in range(3)]
    out_b = [b_qkv[i::3].copy() for i in range(3)]
    return (*out_w, *out_b)
