# MISTAKE: dk forgets the 1/sqrt(d) factor (dk = dS^T q), while dq is scaled correctly.
import numpy as np


def _probs(q, k, mask):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    ok = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(ok, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx) * ok
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    P = _probs(q, k, mask)
    dv = np.einsum("...qk,...qv->...kv", P, grad_out)
    dP = np.einsum("...qv,...kv->...qk", grad_out, v)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    r = 1.0 / np.sqrt(q.shape[-1])
    dq = np.einsum("...qk,...kd->...qd", dS, k) * r
    dk = np.einsum("...qk,...qd->...kd", dS, q)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
