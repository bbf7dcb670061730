# MISTAKE: the 1/sqrt(d) factor is applied to dQ but forgotten for dK, so dk is sqrt(d) times too large.
import numpy as np


class AttentionGrad:
    def __init__(self, q, k, v, mask):
        self.q, self.k, self.v = q, k, v
        self.scale = 1.0 / np.sqrt(q.shape[-1])
        s = np.einsum("...qd,...kd->...qk", q, k) * self.scale
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0
        e = np.exp(s - mx)
        n = e.sum(-1, keepdims=True)
        self.p = np.divide(e, n, out=np.zeros_like(e), where=n != 0)

    def backward(self, g):
        p = self.p
        dv = np.einsum("...qk,...qe->...ke", p, g)
        dp = np.einsum("...qe,...ke->...qk", g, self.v)
        ds = p * (dp - (dp * p).sum(-1, keepdims=True))
        dq = np.einsum("...qk,...kd->...qd", ds, self.k) * self.scale
        dk = np.einsum("...qk,...qd->...kd", ds, self.q)
        return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, grad_out = map(np.asarray, (q, k, v, grad_out))
    grads = AttentionGrad(q, k, v, mask).backward(grad_out)
    return tuple(t.astype(q.dtype) for t in grads)
