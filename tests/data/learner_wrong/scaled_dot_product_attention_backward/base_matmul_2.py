import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    sc = 1.0 / np.sqrt(d)
    kt = np.swapaxes(k, -1, -2)
    s = (q @ kt) * sc
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * sc
    dk = np.swapaxes(ds, -1, -2) @ q * sc
    t = q.dtype
    return dq.astype(t), dk.astype(t), dv.astype(t)
