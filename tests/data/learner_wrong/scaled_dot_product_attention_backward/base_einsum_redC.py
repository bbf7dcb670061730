import numpy as np
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = 1.0 / np.sqrt(d)
    s = np.einsum('...qd,...kd->...qk', q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum('...qk,...qe->...ke', p, grad_out)
    dp = np.einsum('...qe,...ke->...qk', grad_out, v)
    ds = p * (dp - np.einsum('...qk,...qk->...q', dp, p)[..., None])
    dq = np.einsum('...qk,...kd->...qd', ds, k) * c
    dk = np.einsum('...qk,...qd->...kd', ds, q) * c
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
