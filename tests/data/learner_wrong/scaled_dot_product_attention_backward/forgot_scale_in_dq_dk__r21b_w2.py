# MISTAKE: dq and dk omit the 1/sqrt(d) factor of the chain rule (the scale is used only in the forward scores).
import numpy as np


def _softmax_masked(s, mask):
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[np.isneginf(mx)] = 0.0
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    P = _softmax_masked(np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d), mask)
    dv = np.einsum("...qk,...qv->...kv", P, grad_out)
    dP = np.einsum("...qv,...kv->...qk", grad_out, v)
    row = np.einsum("...qk,...qk->...q", dP, P)[..., None]
    dS = P * (dP - row)
    dq = np.einsum("...qk,...kd->...qd", dS, k)
    dk = np.einsum("...qk,...qd->...kd", dS, q)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
