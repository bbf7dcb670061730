# MISTAKE: (1) LayerNorm uses the unbiased variance (ddof=1) instead of the biased one;
# MISTAKE: (2) eps is added to the standard deviation outside the square root: (x - mu) / (std + eps) instead of / sqrt(var + eps).
import numpy as np


class PreLNAttention:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.g, self.b, self.eps = gamma, beta, eps
        self.w = (w_q, w_k, w_v, w_o)
        self.n = num_heads

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        sd = x.std(axis=-1, ddof=1, keepdims=True)
        return (x - mu) / (sd + self.eps) * self.g + self.b

    def attend(self, h, mask):
        B, T, D = h.shape
        n, hd = self.n, D // self.n
        wq, wk, wv, wo = self.w
        split = lambda a: a.reshape(B, T, n, hd).transpose(0, 2, 1, 3)
        q, k, v = split(h @ wq), split(h @ wk), split(h @ wv)
        s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
        ok = np.ones_like(s, dtype=bool) if mask is None else np.broadcast_to(mask, s.shape)
        s = np.where(ok, s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx[np.isinf(mx)] = 0.0
        p = np.exp(s - mx) * ok
        z = p.sum(-1, keepdims=True)
        p = p / np.where(z == 0, 1, z)
        return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ wo

    def __call__(self, x, mask):
        return x + self.attend(self.norm(x), mask)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    return PreLNAttention(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(x, mask).astype(x.dtype)
