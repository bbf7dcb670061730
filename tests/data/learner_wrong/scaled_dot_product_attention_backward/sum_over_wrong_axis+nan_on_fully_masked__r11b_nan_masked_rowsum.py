# WRONG: two mistakes: unguarded softmax, so a fully masked row gives NaN P and NaN gradients; and dS's row sum is taken over axis -2 instead of -1.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = q @ k.swapaxes(-1, -2) / np.sqrt(np.asarray(d, q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    dv = p.swapaxes(-1, -2) @ grad_out
    dp = grad_out @ v.swapaxes(-1, -2)
    ds = p * (dp - (dp * p).sum(-2, keepdims=True))
    sc = np.sqrt(np.asarray(d, q.dtype))
    return ds @ k / sc, ds.swapaxes(-1, -2) @ q / sc, dv
