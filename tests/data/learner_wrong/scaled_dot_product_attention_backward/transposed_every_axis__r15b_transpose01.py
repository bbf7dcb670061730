# WRONG: transposes with .swapaxes(0, 1) (PyTorch .transpose(0, 1) habit) for P^T and dS^T: right for 2-D inputs, wrong axes (crash or garbage) with leading batch/head axes.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.divide(p, den, out=np.zeros_like(p), where=den > 0)
    dv = p.swapaxes(0, 1) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k / np.sqrt(d)
    dk = ds.swapaxes(0, 1) @ q / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
