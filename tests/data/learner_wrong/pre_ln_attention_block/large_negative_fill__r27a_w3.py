# MISTAKE: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights (an average of the values) instead of zeros.
import numpy as np


class _PreLN:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.gamma, self.beta, self.eps = gamma, beta, eps
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.num_heads = num_heads

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
        return (x - mu) / np.sqrt(var + self.eps) * self.gamma + self.beta

    def __call__(self, x, mask):
        B, T, D = x.shape
        H = self.num_heads
        if D % H != 0:
            raise ValueError("heads do not divide d_model")
        hd = D // H
        h = self.norm(x)
        sp = lambda t: t.reshape(B, T, H, hd).transpose(0, 2, 1, 3)
        q, k, v = sp(h @ self.w_q), sp(h @ self.w_k), sp(h @ self.w_v)
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
        if mask is not None:
            s = np.where(mask, s, -1e9)
        s = s - s.max(axis=-1, keepdims=True)
        p = np.exp(s)
        p = p / p.sum(axis=-1, keepdims=True)
        o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
        return (x + o @ self.w_o).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    return _PreLN(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(x, mask)
