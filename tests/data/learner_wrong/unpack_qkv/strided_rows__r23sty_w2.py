# MISTAKE: Reads the packed weight as interleaved rows, reshape(d, 3, d)[:, i, :] (every third row: q, k, v, q, k, v, ...), instead of three contiguous blocks of d rows; the biases are split the same interleaved way.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w = np.asarray(w_qkv)
    if w.ndim != 2 or w.shape[0] != 3 * w.shape[1]:
        raise ValueError("expected w_qkv of shape (3d, d)")
    d = w.shape[1]
    per_row = w.reshape(d, 3, d)
    w_q, w_k, w_v = (np.einsum("oi->io", per_row[:, i, :]).copy() for i in range(3))
    if b_qkv is None:
        b = np.zeros((d, 3), dtype=w.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("expected b_qkv of shape (3d,)")
        b = b.reshape(d, 3)
    return w_q, w_k, w_v, b[:, 0].copy(), b[:, 1].copy(), b[:, 2].copy()
