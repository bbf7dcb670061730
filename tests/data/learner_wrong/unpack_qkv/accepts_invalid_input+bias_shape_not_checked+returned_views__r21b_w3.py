# MISTAKE: (1) returns views into w_qkv / b_qkv (slices and .T, no copy), not new arrays;
# (2) no shape check on b_qkv: a bias of the wrong length is sliced silently (b_v gets the leftover) instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    rows, cols = w_qkv.shape
    if rows != 3 * cols:
        raise ValueError("w_qkv is not three stacked (d, d) blocks")
    d = cols
    out = []
    for i in range(3):
        out.append(w_qkv[i * d:(i + 1) * d, :].T)
    if b_qkv is None:
        out += [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        out += [b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]]
    return tuple(out)
