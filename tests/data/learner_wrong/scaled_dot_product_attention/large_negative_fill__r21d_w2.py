# MISTAKE: fully-masked guard is almost right: rows with no allowed key get UNIFORM weights 1/k_len (mask ignored for that row) instead of zero weights and zero output.
import numpy as np


def _row_softmax(row):
    if np.all(np.isneginf(row)):
        return np.full_like(row, 1.0 / row.size)
    m = row.max()
    e = np.exp(row - m)
    return e / e.sum()


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = map(np.asarray, (q, k, v))
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / d ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = np.apply_along_axis(_row_softmax, -1, s).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
