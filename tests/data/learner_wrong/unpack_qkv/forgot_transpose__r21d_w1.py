# MISTAKE: forgotten step: the blocks are not transposed (returned in PyTorch's (d_out, d_in) orientation), so x @ w_q != PyTorch's query projection.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("bad w")
    d = w.shape[1]
    blocks = [np.array(blk) for blk in np.split(w, 3, axis=0)]
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w.dtype)
    else:
        b = np.array(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("bad b")
    return (*blocks, *[c.copy() for c in np.split(b, 3)])
