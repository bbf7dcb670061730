import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    out_dtype = np.result_type(q, k, v)
    q64, k64, v64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v))
    s = q64 @ np.swapaxes(k64, -1, -2) / np.sqrt(q64.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    rowmax = np.max(s, axis=-1, keepdims=True)
    rowmax[~np.isfinite(rowmax)] = 0.0
    e = np.exp(s - rowmax)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)
    return (w @ v64).astype(out_dtype), w.astype(out_dtype)
