# MISTAKE: (1) dS = P * dP: the softmax Jacobian's row-sum term (- sum(dP * P)) is forgotten;
#          (2) no guard for fully masked rows: P is NaN there, so NaN gradients flow out.
import math
import numpy as np


def _forward_p(q, k, mask):
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - s.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    p = _forward_p(q, k, mask)
    tr = lambda a: np.swapaxes(a, -1, -2)
    dv = tr(p) @ grad_out
    dp = grad_out @ tr(v)
    ds = p * dp
    sc = 1.0 / math.sqrt(q.shape[-1])
    return (ds @ k * sc).astype(q.dtype), (tr(ds) @ q * sc).astype(q.dtype), dv.astype(q.dtype)
