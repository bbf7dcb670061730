# mistake: output computed from the NaN weights of a fully masked row, weights cleaned with nan_to_num only afterwards (output NaN)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / np.float32(np.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        w = e / e.sum(axis=-1, keepdims=True)
    out = np.matmul(w, v)
    return out.astype(q.dtype), np.nan_to_num(w).astype(q.dtype)
