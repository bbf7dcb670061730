import numpy as np

# masks after the softmax (zeroes weights, no renormalisation)
def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    if mask is not None:
        w = np.where(mask, w, 0.0).astype(w.dtype)
    return w @ v, w
