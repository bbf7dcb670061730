"""Correct: einsum for every product; a list instead of a tuple."""
import math
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1 / math.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum("...qk,...qd->...kd", p, grad_out)
    dp = np.einsum("...qd,...kd->...qk", grad_out, v)
    ds = p * dp - p * (p * dp).sum(-1, keepdims=True)
    dq = np.einsum("...qk,...kd->...qd", ds, k) * c
    dk = np.einsum("...qk,...qd->...kd", ds, q) * c
    return [dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)]
