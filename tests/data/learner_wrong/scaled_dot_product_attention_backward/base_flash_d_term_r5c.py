import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = np.asarray(1.0 / np.sqrt(d), dtype=q.dtype)
    s = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = np.einsum("...qk,...kv->...qv", p, v)
    # FlashAttention's D_i = rowsum(dO_i * O_i), equal to rowsum(dP_i * P_i)
    big_d = np.sum(grad_out * o, axis=-1, keepdims=True)
    dv = np.einsum("...qk,...qv->...kv", p, grad_out)
    dp = np.einsum("...qv,...kv->...qk", grad_out, v)
    ds = p * (dp - big_d)
    dq = np.einsum("...qk,...kd->...qd", ds, k) * scale
    dk = np.einsum("...qk,...qd->...kd", ds, q) * scale
    return dq, dk, dv
