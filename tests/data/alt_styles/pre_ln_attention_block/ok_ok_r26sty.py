# CORRECT: a small PreLNBlock class with separate norm/attend methods; heads via reshape + np.moveaxis; the original x is added back.
import numpy as np


class PreLNBlock:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.gamma, self.beta = np.asarray(gamma), np.asarray(beta)
        self.w_q, self.w_k, self.w_v, self.w_o = map(np.asarray, (w_q, w_k, w_v, w_o))
        self.h = num_heads
        self.eps = eps

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        c = x - mu
        var = (c * c).mean(axis=-1, keepdims=True)
        return self.gamma * c / np.sqrt(var + self.eps) + self.beta

    def attend(self, h, mask):
        b, t, d = h.shape
        hd = d // self.h
        split = lambda z: np.moveaxis(z.reshape(b, t, self.h, hd), 2, 1)
        q, k, v = split(h @ self.w_q), split(h @ self.w_k), split(h @ self.w_v)
        s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
        if mask is not None:
            s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        ctx = np.moveaxis(p @ v, 1, 2).reshape(b, t, d)
        return ctx @ self.w_o

    def __call__(self, x, mask=None):
        d = x.shape[-1]
        if self.h < 1 or d % self.h:
            raise ValueError(f"d_model={d} is not divisible by num_heads={self.h}")
        return (x + self.attend(self.norm(x), mask)).astype(x.dtype, copy=False)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    return PreLNBlock(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(x, mask)
