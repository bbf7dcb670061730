# https://github.com/heykeetae/Self-Attention-GAN/issues/11 — output uses the attention matrix untransposed in the value product (bmm(value, attention.permute(0,1,2))), i.e. output = weights^T @ v: each query gets the column of weights, not its row (shape error when q_len != k_len); weights themselves correct.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(q.dtype)
    out = np.swapaxes(w, -1, -2) @ v
    return out.astype(q.dtype), w
