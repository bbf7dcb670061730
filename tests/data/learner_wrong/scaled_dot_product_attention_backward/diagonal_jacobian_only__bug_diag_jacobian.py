# https://github.com/Apiquet/DeepLearningFrameworkFromScratchCpp/issues/1
# Softmax backward written as dout * p * (1 - p): only the diagonal of the Jacobian, the
# -p_i p_j terms (the rowsum) are missing from dS.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    s = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = dp * (p * (1 - p))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q * scale
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
