# URL: https://github.com/nerdai/llms-from-scratch-rs/pull/30
# Bug: the softmax normalises over the query axis (-2) instead of the key axis (-1); columns sum to 1, not rows.
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def scaled_dot_product_attention(q, k, v, mask=None):
    scale = np.asarray(1.0 / np.sqrt(q.shape[-1]), dtype=q.dtype)
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(q.dtype)
    w = _safe_softmax(s, axis=-2)
    return w @ v, w
