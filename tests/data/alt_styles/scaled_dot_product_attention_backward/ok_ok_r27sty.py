# CORRECT: recomputes P with a guarded softmax and writes every gradient as an einsum over named axes.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, g = (np.asarray(t) for t in (q, k, v, grad_out))
    c = 1.0 / math.sqrt(q.shape[-1])
    s = np.einsum("...id,...jd->...ij", q, k) * c
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    z = np.sum(e, axis=-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    dv = np.einsum("...ij,...ie->...je", p, g)
    dp = np.einsum("...ie,...je->...ij", g, v)
    row = np.einsum("...ij,...ij->...i", dp, p)[..., None]
    ds = p * (dp - row)
    dq = np.einsum("...ij,...jd->...id", ds, k) * c
    dk = np.einsum("...ij,...id->...jd", ds, q) * c
    dt = q.dtype
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
