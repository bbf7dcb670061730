# MISTAKE: implements Post-LN, LayerNorm(x + MHA(x)), normalising after the residual instead of the required Pre-LN x + MHA(LayerNorm(x)).
import numpy as np


class PreLNBlock:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps=1e-5):
        if w_q.shape[0] % num_heads != 0:
            raise ValueError("d_model must be divisible by num_heads")
        self._gamma, self._beta, self._eps = gamma, beta, eps
        self._w = (w_q, w_k, w_v, w_o)
        self._h = num_heads

    def getNumHeads(self):
        return self._h

    def norm(self, x):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return self._gamma * (x - mu) / np.sqrt(var + x.dtype.type(self._eps)) + self._beta

    def attend(self, x, mask):
        w_q, w_k, w_v, w_o = self._w
        b, t, d = x.shape
        h = self.getNumHeads()
        sp = lambda a: a.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)
        q, k, v = sp(x @ w_q), sp(x @ w_k), sp(x @ w_v)
        s = q @ k.transpose(0, 1, 3, 2) * x.dtype.type(1 / np.sqrt(d // h))
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        return (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o

    def forward(self, x, mask=None):
        return self.norm(x + self.attend(x, mask)).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    return PreLNBlock(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps).forward(x, mask)
