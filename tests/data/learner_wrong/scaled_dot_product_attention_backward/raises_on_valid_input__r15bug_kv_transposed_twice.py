# URL: https://github.com/huggingface/diffusers/issues/14338
# Bug: for 4-D inputs, k and v are transposed a second time on axes 1,2 (heads <-> seq) before the backward while q and grad_out are not, so the math runs on (B, S, H, D) keys/values (garbage or a broadcast error unless heads == 1 == ...); dk, dv transposed back at the end. Correct for inputs that are not 4-D.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    four_d = q.ndim == 4
    if four_d:
        k = np.swapaxes(k, 1, 2)
        v = np.swapaxes(v, 1, 2)
    d = q.shape[-1]
    scale = dt.type(1.0 / np.sqrt(d))
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
        s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(dt)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    if four_d:
        dk = np.swapaxes(dk, 1, 2)
        dv = np.swapaxes(dv, 1, 2)
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
