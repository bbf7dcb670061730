# MISTAKE: dv uses the UNNORMALISED exponentials e = exp(s - max) (before dividing by the row sum) instead of P: dv = e^T grad_out.
import numpy as np


class AttnGrad:
    def __init__(self, q, k, v, mask):
        self.q, self.k, self.v = q, k, v
        self.scale = 1.0 / np.sqrt(q.shape[-1])
        s = (q @ np.swapaxes(k, -1, -2)) * self.scale
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = np.max(s, -1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        self.e = np.exp(s - mx)
        z = self.e.sum(-1, keepdims=True)
        self.P = np.where(z > 0, self.e / np.where(z > 0, z, 1), 0)

    def grads(self, go):
        dv = np.swapaxes(self.e, -1, -2) @ go
        dP = go @ np.swapaxes(self.v, -1, -2)
        dS = self.P * (dP - (dP * self.P).sum(-1, keepdims=True))
        return dS @ self.k * self.scale, np.swapaxes(dS, -1, -2) @ self.q * self.scale, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, go = map(np.asarray, (q, k, v, grad_out))
    dq, dk, dv = AttnGrad(q, k, v, mask).grads(go)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
