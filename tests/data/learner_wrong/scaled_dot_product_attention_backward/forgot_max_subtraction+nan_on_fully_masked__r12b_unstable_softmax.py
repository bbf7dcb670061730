# WRONG: two mistakes: recomputes P as exp(S) / sum(exp(S)) with no max subtraction (overflow -> inf/NaN for large scores); and a fully masked row gives 0/0 = NaN instead of zeros (so NaN gradients).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    kt = np.swapaxes(k, -1, -2)
    s = q @ kt / (q.shape[-1] ** 0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    inner = (dp * p).sum(axis=-1, keepdims=True)
    ds = p * (dp - inner) / np.sqrt(q.shape[-1])
    dq = (ds @ k).astype(q.dtype)
    dk = (np.swapaxes(ds, -1, -2) @ q).astype(q.dtype)
    return dq, dk, dv.astype(q.dtype)
