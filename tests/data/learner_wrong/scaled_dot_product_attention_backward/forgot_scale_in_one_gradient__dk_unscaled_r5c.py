# mistake: dk is missing the 1/sqrt(d) factor (dq has it); a 2-D special case with .T, einsum otherwise
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sd = q.dtype.type(np.sqrt(q.shape[-1]))
    s = q @ np.swapaxes(k, -1, -2) / sd
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k / sd
    if ds.ndim == 2:
        dk = ds.T @ q
    else:
        dk = np.einsum("...qk,...qd->...kd", ds, q)
    return dq, dk, dv
