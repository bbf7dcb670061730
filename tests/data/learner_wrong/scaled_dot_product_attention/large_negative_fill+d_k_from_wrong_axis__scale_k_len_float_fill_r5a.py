# mistakes: scales by sqrt(k_len) (the number of keys) AND fills masked scores with -1e9 (fully masked rows become uniform)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(k.shape[-2]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -1e9).astype(q.dtype)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = (w / w.sum(-1, keepdims=True)).astype(q.dtype)
    return np.einsum("...qk,...kd->...qd", w, v).astype(q.dtype), w
