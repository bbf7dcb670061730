# MISTAKE: dq forgets the 1/sqrt(d) factor (dq = dS @ k), while dk is scaled correctly.
# MISTAKE: P is recomputed with masked scores set to -1e9 instead of -inf, so a fully masked row gets uniform P (not zeros) and leaks gradient into dv, dq and dk.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    grad_out = np.asarray(grad_out)
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k
    dk = np.swapaxes(ds, -1, -2) @ q / np.sqrt(d)
    return dq.astype(q.dtype, copy=False), dk.astype(q.dtype, copy=False), dv.astype(q.dtype, copy=False)
