# MISTAKE: the mask is applied AFTER the softmax (weights multiplied by the mask) instead of setting
# masked scores to -inf before it, so masked rows no longer sum to 1 (no renormalisation).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    if mask is not None:
        w = w * mask
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
