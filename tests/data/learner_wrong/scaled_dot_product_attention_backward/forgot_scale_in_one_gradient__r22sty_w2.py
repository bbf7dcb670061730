# MISTAKE: the 1/sqrt(d) factor is applied to dq but forgotten on dk (dk = dS^T q without the scale).
import numpy as np


class AttentionGrad:
    def __init__(self, q, k, v, mask=None):
        self.q, self.k, self.v = q, k, v
        self.scale = 1.0 / np.sqrt(q.shape[-1])
        s = q @ np.swapaxes(k, -1, -2) * self.scale
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m[np.isneginf(m)] = 0.0
        e = np.exp(s - m)
        tot = e.sum(-1, keepdims=True)
        self.p = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0.0)

    @staticmethod
    def T(a):
        return np.swapaxes(a, -1, -2)

    def backward(self, g):
        p = self.p
        dv = self.T(p) @ g
        dp = g @ self.T(self.v)
        ds = p * (dp - (dp * p).sum(-1, keepdims=True))
        dq = ds @ self.k * self.scale
        dk = self.T(ds) @ self.q
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dq, dk, dv = AttentionGrad(q, k, v, mask).backward(grad_out)
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
