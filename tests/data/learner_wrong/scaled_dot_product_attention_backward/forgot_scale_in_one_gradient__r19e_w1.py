# MISTAKE: dk forgets the 1/sqrt(d) factor of the chain rule (dk = dS^T q instead of dS^T q / sqrt(d));
# dq and dv are right.
import numpy as np


def _softmax(s):
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = _softmax(s)
    dv = np.einsum("...qk,...qe->...ke", p, grad_out)
    dp = np.einsum("...qe,...ke->...qk", grad_out, v)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = np.einsum("...qk,...kd->...qd", ds, k) * scale
    dk = np.einsum("...qk,...qd->...kd", ds, q)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
