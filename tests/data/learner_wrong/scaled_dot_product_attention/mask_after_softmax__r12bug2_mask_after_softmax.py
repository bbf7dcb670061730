# URL: https://github.com/huggingface/pytorch-image-models/pull/2236
# Bug: the mask is applied AFTER the softmax (masked weights zeroed, rows not renormalised), so rows with masked keys no longer sum to 1.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(np.asarray(d_k, dtype=q.dtype))
    m = scores.max(axis=-1, keepdims=True)
    e = np.exp(scores - m)
    w = e / e.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = np.where(mask, w, 0.0).astype(q.dtype)
    out = w @ v
    return out, w
