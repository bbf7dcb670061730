# Wrong (two): the mask is applied AFTER the softmax (weights * mask, no renormalisation, so allowed weights do not sum to 1), and dividing by np.sqrt(d_k) (a float64 scalar) upcasts float32 to float64.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    logits = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    logits = logits - logits.max(-1, keepdims=True)
    p = np.exp(logits)
    p = p / p.sum(-1, keepdims=True)
    if mask is not None:
        p = p * mask
    return p @ v, p
