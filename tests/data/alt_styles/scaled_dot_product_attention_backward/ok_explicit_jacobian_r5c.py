import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = q.dtype.type(1.0 / np.sqrt(d))
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.matmul(np.swapaxes(p, -1, -2), grad_out)
    dp = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    n = p.shape[-1]
    jac = p[..., :, None] * np.eye(n, dtype=p.dtype) - p[..., :, None] * p[..., None, :]  # (..., q, k, k)
    ds = np.einsum("...ij,...i->...j", jac, dp)
    dq = np.matmul(ds, k) * c
    dk = np.matmul(np.swapaxes(ds, -1, -2), q) * c
    return dq, dk, dv
