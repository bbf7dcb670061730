# CORRECT: np.split into the three row blocks, transposing each with a generator and copying into fresh arrays.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError(f"w_qkv must be (3d, d), got {w.shape}")
    d = w.shape[1]
    ws = tuple(np.array(block.T, copy=True) for block in np.split(w, 3, axis=0))
    if b_qkv is None:
        bs = tuple(np.zeros(d, dtype=w.dtype) for _ in range(3))
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError(f"b_qkv must be ({3 * d},), got {b.shape}")
        bs = tuple(piece.copy() for piece in np.split(b, 3))
    return ws + bs
