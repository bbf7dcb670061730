# MISTAKE: dk is computed as dS^T q without the 1/sqrt(d) factor (only dq is scaled), so the key gradient is sqrt(d) times too large.
import numpy as np


class SDPA:
    """Forward caches P; backward turns grad_out into (dq, dk, dv)."""

    def __init__(self, mask=None):
        self.mask = mask

    def forward(self, q, k, v):
        self.q, self.k, self.v = q, k, v
        self.scale = 1.0 / np.sqrt(q.shape[-1])
        s = q @ np.swapaxes(k, -1, -2) * self.scale
        if self.mask is not None:
            s = np.where(self.mask, s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m[~np.isfinite(m)] = 0.0
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        self.p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        return self.p @ v

    def backward(self, g):
        p = self.p
        dv = np.swapaxes(p, -1, -2) @ g
        dp = g @ np.swapaxes(self.v, -1, -2)
        ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
        dq = ds @ self.k * self.scale
        dk = np.swapaxes(ds, -1, -2) @ self.q
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    layer = SDPA(mask)
    layer.forward(q, k, v)
    dq, dk, dv = layer.backward(grad_out)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
