# mistake: dK computed with dS instead of dS^T (einsum index order)
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    r = 1.0 / np.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * r
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = np.einsum("...qk,...qe->...ke", p, grad_out)
    dp = np.einsum("...qe,...ke->...qk", grad_out, v)
    ds = p * (dp - np.einsum("...qk,...qk->...q", dp, p)[..., None])
    dq = np.einsum("...qk,...kd->...qd", ds, k) * r
    dk = np.einsum("...kq,...qd->...kd", ds, q) * r
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
