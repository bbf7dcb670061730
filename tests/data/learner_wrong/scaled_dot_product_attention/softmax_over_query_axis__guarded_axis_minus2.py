import numpy as np

# softmax over the query axis (-2)
def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / q.shape[-1] ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-2, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-2, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w
