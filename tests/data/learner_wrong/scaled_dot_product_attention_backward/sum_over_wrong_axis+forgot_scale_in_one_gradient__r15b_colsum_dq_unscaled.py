# WRONG: the softmax-backward rowsum is taken over the query axis (sum(dP*P, axis=-2)) instead of the key axis, AND dq = dS @ k is missing the 1/sqrt(d).
import numpy as np


def _probs(q, k, mask):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    p = _probs(q, k, mask)
    dv = np.einsum("...qk,...qv->...kv", p, grad_out)
    dp = np.einsum("...qv,...kv->...qk", grad_out, v)
    ds = p * (dp - (dp * p).sum(axis=-2, keepdims=True))
    dq = np.einsum("...qk,...kd->...qd", ds, k)
    dk = np.einsum("...qk,...qd->...kd", ds, q) / np.sqrt(q.shape[-1])
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
