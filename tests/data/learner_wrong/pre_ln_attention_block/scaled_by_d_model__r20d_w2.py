# MISTAKE: the per-head scores are scaled by 1/sqrt(d_model) (self.scale = np.sqrt(d)) instead of
# 1/sqrt(head_dim).
import numpy as np


class PreLNBlock:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.gamma, self.beta, self.eps = gamma, beta, eps
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.nh = num_heads

    def norm(self, x):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return self.gamma * (x - mu) / np.sqrt(var + self.eps) + self.beta

    def split(self, a):
        b, t, d = a.shape
        return a.reshape(b, t, self.nh, d // self.nh).swapaxes(1, 2)

    def __call__(self, x, mask):
        b, t, d = x.shape
        if d % self.nh:
            raise ValueError("d_model % num_heads != 0")
        self.scale = np.sqrt(d)
        h = self.norm(x)
        q, k, v = self.split(h @ self.w_q), self.split(h @ self.w_k), self.split(h @ self.w_v)
        s = q @ k.swapaxes(-1, -2) / self.scale
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        ctx = (p @ v).swapaxes(1, 2).reshape(b, t, d)
        return (x + ctx @ self.w_o).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    return PreLNBlock(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(x, mask)
