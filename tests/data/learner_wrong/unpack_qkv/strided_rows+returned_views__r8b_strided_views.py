# Wrong (two mistakes): reads every third row (w_qkv[0::3], [1::3], [2::3]) and every third bias entry instead of consecutive blocks; and returns views of the inputs (slice .T, bias slices), not new arrays. Transpose, checks and dtype are right.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3*d, d)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3*d,)")
    return (w_qkv[0::3].T, w_qkv[1::3].T, w_qkv[2::3].T,
            b_qkv[0::3], b_qkv[1::3], b_qkv[2::3])
