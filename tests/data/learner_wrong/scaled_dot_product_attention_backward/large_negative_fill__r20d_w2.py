# MISTAKE: masked scores are set to a finite -1e9 instead of -inf, so a FULLY masked row gets uniform
# weights 1/k_len (not zeros) and gradient flows through it.
import numpy as np


class AttnGrad:
    NEG = -1e9

    def __init__(self, q, k, v, mask):
        self.q, self.k, self.v = q, k, v
        self.c = 1.0 / np.sqrt(q.shape[-1])
        s = q @ np.swapaxes(k, -1, -2) * self.c
        if mask is not None:
            s = np.where(mask, s, self.NEG)
        s = s - s.max(-1, keepdims=True)
        e = np.exp(s)
        self.p = e / e.sum(-1, keepdims=True)

    def backward(self, g):
        p = self.p
        dv = np.swapaxes(p, -1, -2) @ g
        dp = g @ np.swapaxes(self.v, -1, -2)
        ds = p * (dp - (dp * p).sum(-1, keepdims=True))
        dq = ds @ self.k * self.c
        dk = np.swapaxes(ds, -1, -2) @ self.q * self.c
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = np.result_type(q, k, v, grad_out)
    dq, dk, dv = AttnGrad(q, k, v, mask).backward(grad_out)
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
