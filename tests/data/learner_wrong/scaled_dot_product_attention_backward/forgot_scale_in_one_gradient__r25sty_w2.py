# MISTAKE: dk is computed as dS^T q without the 1/sqrt(d) factor (only dq is scaled), so dk is sqrt(d) times too large.
import numpy as np


class AttentionGrad:
    def __init__(self, q, k, v, mask=None):
        self.q, self.k, self.v, self.mask = q, k, v, mask
        self.scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))

    def getProbs(self):
        s = (self.q @ np.swapaxes(self.k, -1, -2)) * self.scale
        if self.mask is not None:
            s = np.where(self.mask, s, -np.inf)
        m = np.max(s, axis=-1, keepdims=True)
        m[np.isneginf(m)] = 0
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

    def backward(self, grad_out):
        P = self.getProbs()
        dv = np.swapaxes(P, -1, -2) @ grad_out
        dP = grad_out @ np.swapaxes(self.v, -1, -2)
        dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
        dq = (dS @ self.k) * self.scale
        dk = np.swapaxes(dS, -1, -2) @ self.q
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    return AttentionGrad(q, k, v, mask).backward(grad_out)
