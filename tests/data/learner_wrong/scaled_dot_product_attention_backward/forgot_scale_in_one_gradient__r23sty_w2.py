# MISTAKE: dK is computed as dS^T q without the 1/sqrt(d) factor (the scale is applied to dQ only), so dk is too large by sqrt(d).
import numpy as np


class SDPABackward:
    def __init__(self, q, k, v, mask=None):
        self.q, self.k, self.v = np.asarray(q), np.asarray(k), np.asarray(v)
        self.mask = mask
        self.scale = self.q.dtype.type(1.0 / np.sqrt(self.q.shape[-1]))

    @staticmethod
    def _t(a):
        return np.swapaxes(a, -1, -2)

    def probs(self):
        s = self.q @ self._t(self.k) * self.scale
        if self.mask is not None:
            s = np.where(self.mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isneginf(mx), 0, mx)
        e = np.exp(s - mx)
        z = e.sum(-1, keepdims=True)
        return np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(self.q.dtype)

    def grads(self, g):
        p = self.probs()
        dv = self._t(p) @ g
        dp = g @ self._t(self.v)
        ds = p * (dp - (dp * p).sum(-1, keepdims=True))
        dq = ds @ self.k * self.scale
        dk = self._t(ds) @ self.q
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    return SDPABackward(q, k, v, mask).grads(np.asarray(grad_out))
