# https://github.com/lucidrains/memory-compressed-attention/issues/2
# The mask is applied AFTER the softmax (the forbidden weights are zeroed but the row is not
# renormalised), so the allowed weights no longer sum to 1.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    scores = scores - scores.max(axis=-1, keepdims=True)
    attn = np.exp(scores)
    attn = attn / attn.sum(axis=-1, keepdims=True)
    if mask is not None:
        attn = np.where(mask, attn, 0.0)
    attn = attn.astype(q.dtype)
    return np.matmul(attn, v).astype(q.dtype), attn
