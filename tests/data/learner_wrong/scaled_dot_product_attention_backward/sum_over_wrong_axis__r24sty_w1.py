# MISTAKE: in dS = P * (dP - rowsum), the row sum sum(dP * P) is taken over axis -2 (the query axis) instead of the key axis -1.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = 1.0 / np.sqrt(d)
    s = np.einsum('...id,...jd->...ij', q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0, top)
    p = np.exp(s - top)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot > 0)

    dv = np.einsum('...ij,...ie->...je', p, grad_out)
    dp = np.einsum('...ie,...je->...ij', grad_out, v)
    ds = p * (dp - np.sum(dp * p, axis=-2, keepdims=True))
    dq = np.einsum('...ij,...jd->...id', ds, k) * c
    dk = np.einsum('...ij,...id->...jd', ds, q) * c
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
