# Loop style over leading rows; softmax normalised over the query axis (-2) instead of the key axis; otherwise masked with -inf, stable and guarded, dtype kept.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / np.asarray(np.sqrt(d_k), dtype=q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.asarray(-np.inf, dtype=s.dtype))
    m = np.max(s, axis=-2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(axis=-2, keepdims=True)
    w = np.zeros_like(e)
    it = np.ndindex(*e.shape[:-2]) if e.ndim > 2 else [()]
    for idx in it:
        w[idx] = np.divide(e[idx], z[idx], out=np.zeros_like(e[idx]), where=z[idx] > 0)
    return np.matmul(w, v), w
