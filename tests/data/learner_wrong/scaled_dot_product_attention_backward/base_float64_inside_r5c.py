import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = np.result_type(q, k, v, grad_out)
    q64, k64, v64, g64 = (np.asarray(a, dtype=np.float64) for a in (q, k, v, grad_out))
    scale = 1.0 / np.sqrt(q64.shape[-1])
    s = np.einsum("...id,...jd->...ij", q64, k64) * scale
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    p = _softmax(s)
    dv = np.einsum("...ij,...id->...jd", p, g64)
    dp = np.einsum("...id,...jd->...ij", g64, v64)
    ds = p * (dp - np.einsum("...ij,...ij->...i", dp, p)[..., None])
    dq = np.einsum("...ij,...jd->...id", ds, k64) * scale
    dk = np.einsum("...ij,...id->...jd", ds, q64) * scale
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
