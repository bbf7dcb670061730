import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be a 2-D matrix")
    three_d, d = w_qkv.shape
    if three_d != 3 * d:
        raise ValueError(f"expected (3*{d}, {d}), got {w_qkv.shape}")
    rows = np.arange(3 * d).reshape(3, d)
    ws = tuple(w_qkv[r].T.copy() for r in rows)
    if b_qkv is None:
        bs = tuple(np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must have 3*d entries")
        bs = tuple(b_qkv[r] for r in rows)  # fancy indexing copies
    return ws + bs
