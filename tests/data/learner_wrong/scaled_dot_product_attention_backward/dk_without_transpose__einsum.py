import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("shapes")
    if grad_out.shape != q.shape[:-1] + (v.shape[-1],):
        raise ValueError("grad_out")
    c = q.shape[-1] ** -0.5
    s = np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0))
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum("...qk,...qd->...kd", p, grad_out)
    dp = np.einsum("...qd,...kd->...qk", grad_out, v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = np.einsum("...qk,...kd->...qd", ds, k) * c
    dk = np.matmul(ds, q) * c
    return dq, dk, dv
