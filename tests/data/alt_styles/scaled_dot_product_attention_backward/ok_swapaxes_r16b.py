import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    d = q.shape[-1]
    sc = 1.0 / np.sqrt(d)
    kT = np.swapaxes(k, -1, -2)
    s = (q @ kT) * sc
    if mask is not None:
        keep = np.broadcast_to(np.asarray(mask, bool), s.shape)
    else:
        keep = np.ones(s.shape, bool)
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(keep, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    P = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = (dS @ k) * sc
    dk = (np.swapaxes(dS, -1, -2) @ q) * sc
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
