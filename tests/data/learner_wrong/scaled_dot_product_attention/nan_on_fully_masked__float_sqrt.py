import numpy as np

# fully masked rows give NaN (no guard), otherwise correct
def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / float(np.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    return w @ v, w
