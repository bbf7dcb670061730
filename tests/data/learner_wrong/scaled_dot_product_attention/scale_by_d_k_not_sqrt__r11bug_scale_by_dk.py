# URL: https://github.com/delzac/cntkx/issues/10
# Bug: scores are divided by d_k itself (the sqrt was forgotten) instead of sqrt(d_k); everything else correct.
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = (q @ np.swapaxes(k, -1, -2)) / np.asarray(d_k, dtype=q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(q.dtype)
    w = _safe_softmax(s)
    return w @ v, w
