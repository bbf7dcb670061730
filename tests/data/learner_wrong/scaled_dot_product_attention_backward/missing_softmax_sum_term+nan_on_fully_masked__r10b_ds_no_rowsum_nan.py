# wrong: dS = P * dP (drops the - sum(dP * P, -1) term of the softmax backward), AND a fully masked row makes P NaN (plain shift by the max, no guard) so every gradient that touches it is NaN
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = 1.0 / np.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * sc
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    dv = np.einsum("...qk,...qv->...kv", p, grad_out)
    dp = np.einsum("...qv,...kv->...qk", grad_out, v)
    ds = p * dp
    dq = np.einsum("...qk,...kd->...qd", ds, k) * sc
    dk = np.einsum("...qk,...qd->...kd", ds, q) * sc
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
