import numpy as np

def _probs(q, k, mask):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[np.isneginf(mx)] = 0.0
    w = np.exp(s - mx)
    den = w.sum(-1, keepdims=True)
    den[den == 0] = 1.0
    return w / den

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    p = _probs(q, k, mask)
    dv = np.einsum("...qk,...qe->...ke", p, grad_out)
    dp = np.einsum("...qe,...ke->...qk", grad_out, v)
    row = np.einsum("...qk,...qk->...q", dp, p)[..., None]
    ds = p * (dp - row)
    r = 1.0 / np.sqrt(q.shape[-1])
    dq = np.einsum("...qk,...kd->...qd", ds, k) * r
    dk = np.einsum("...qk,...qd->...kd", ds, q) * r
    return tuple(a.astype(q.dtype) for a in (dq, dk, dv))
