# wrong: transposes with .T (reverses ALL axes) instead of the last two for p.T, v.T and ds.T in the backward (the forward uses swapaxes) — only correct for 2-D inputs; AND the outputs are float64 for float32 inputs (scale 1/np.sqrt(int) is float64, never cast back)
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1 / np.sqrt(q.shape[-1])
    s = q @ k.T * c if q.ndim == 2 else q @ np.swapaxes(k, -1, -2) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    dv = p.T @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * c
    dk = ds.T @ q * c
    return dq, dk, dv
