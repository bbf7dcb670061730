# correct: forward recomputed with a safe softmax, then the table step by step with swapaxes
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, do = (np.asarray(a) for a in (q, k, v, grad_out))
    dt = q.dtype
    inv = dt.type(1.0) / np.sqrt(dt.type(q.shape[-1]))
    kt = np.swapaxes(k, -1, -2)
    s = (q @ kt) * inv
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0).astype(dt)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1)
    dv = np.swapaxes(p, -1, -2) @ do
    dp = do @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * inv
    dk = (np.swapaxes(ds, -1, -2) @ q) * inv
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
