# MISTAKE: the softmax-backward row sum of dP * P is taken over axis -2 (the query axis) instead of axis -1 (the key axis).
import numpy as np


def _swap(a):
    return np.swapaxes(a, -1, -2)


def _probs(q, k, mask):
    s = q @ _swap(k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(s - top)
    tot = e.sum(axis=-1, keepdims=True)
    return np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    p = _probs(q, k, mask)
    dv = _swap(p) @ grad_out
    dp = grad_out @ _swap(v)
    ds = p * (dp - np.sum(dp * p, axis=-2, keepdims=True))
    dq = ds @ k * scale
    dk = _swap(ds) @ q * scale
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
