import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    # einsum everywhere; P recomputed with a safe softmax.
    q, k, v, g = (np.asarray(a) for a in (q, k, v, grad_out))
    dt = np.result_type(q, k, v, g)
    qf, kf, vf, gf = (a.astype(np.float64) for a in (q, k, v, g))
    inv = 1.0 / np.sqrt(qf.shape[-1])
    s = np.einsum("...id,...jd->...ij", qf, kf) * inv
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    e = np.exp(s - top)
    z = np.einsum("...ij->...i", e)[..., None]
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    dv = np.einsum("...ij,...ie->...je", p, gf)
    dp = np.einsum("...ie,...je->...ij", gf, vf)
    row = np.einsum("...ij,...ij->...i", dp, p)[..., None]
    ds = p * (dp - row)
    dq = np.einsum("...ij,...jd->...id", ds, kf) * inv
    dk = np.einsum("...ij,...id->...jd", ds, qf) * inv
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
