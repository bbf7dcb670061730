import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must be (3*d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    wt = w_qkv.T  # (d, 3d): column block j is the transpose of row block j
    ws = [np.array(wt[:, j * d:(j + 1) * d]) for j in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b_qkv.shape}")
        bs = [b_qkv[j * d:(j + 1) * d].copy() for j in range(3)]
    return (*ws, *bs)
