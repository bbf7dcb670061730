import numpy as np

def _sm(s):
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def scaled_dot_product_attention(q, k, v, mask=None):
    d = q.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * (1.0 / np.sqrt(d))
    s = s.astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.array(-np.inf, dtype=s.dtype))
    w = _sm(s).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
