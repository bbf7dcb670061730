# MISTAKE: dK forgets the 1/sqrt(d) factor (`dk = np.einsum('...ij,...id->...jd', ds, q)` unscaled);
# dQ and dV are right.
import numpy as np


def _probs(q, k, mask):
    s = np.einsum('...id,...jd->...ij', q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    p = _probs(q, k, mask)
    dv = np.einsum('...ij,...id->...jd', p, grad_out)
    dp = np.einsum('...id,...jd->...ij', grad_out, v)
    ds = p * (dp - np.einsum('...ij,...ij->...i', dp, p)[..., None])
    dq = np.einsum('...ij,...jd->...id', ds, k) / np.sqrt(q.shape[-1])
    dk = np.einsum('...ij,...id->...jd', ds, q)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
