# MISTAKE: the mask is ignored when recomputing P, so masked keys get nonzero probability and gradients in the backward pass.
# MISTAKE: dk is computed from k instead of q (dk = dS^T k / sqrt(d)).
import math
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1 / math.sqrt(q.shape[-1])
    kt = np.swapaxes(k, -1, -2)
    p = _softmax(q @ kt * scale)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ k * scale
    return dq, dk, dv
