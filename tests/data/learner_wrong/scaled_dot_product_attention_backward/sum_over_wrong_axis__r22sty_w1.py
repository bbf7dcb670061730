# MISTAKE: the softmax-backward row sum is taken over the query axis (sum(dP * P, axis=-2)) instead of the key axis (-1), so dS and hence dq and dk are wrong.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum("...ij,...id->...jd", p, grad_out)
    dp = np.einsum("...id,...jd->...ij", grad_out, v)
    ds = p * (dp - np.sum(dp * p, axis=-2, keepdims=True))
    dq = np.einsum("...ij,...jd->...id", ds, k) / np.sqrt(d)
    dk = np.einsum("...ij,...id->...jd", ds, q) / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
