# MISTAKE: the LayerNorm uses the unbiased variance (np.var(..., ddof=1)) instead of the biased one.
import numpy as np


class PreLNBlock:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.gamma, self.beta, self.eps = gamma, beta, eps
        self.w = (w_q, w_k, w_v, w_o)
        self.n = num_heads

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        sd = np.sqrt(x.var(axis=-1, ddof=1, keepdims=True) + self.eps)
        return self.gamma * ((x - mu) / sd) + self.beta

    def attend(self, h, mask):
        w_q, w_k, w_v, w_o = self.w
        b, t, d = h.shape
        hd = d // self.n
        def split(a):
            return a.reshape(b, t, self.n, hd).transpose(0, 2, 1, 3)
        q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
        scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
        if mask is not None:
            scores = np.where(mask, scores, -np.inf)
        rowmax = scores.max(-1, keepdims=True)
        rowmax[np.isneginf(rowmax)] = 0
        e = np.exp(scores - rowmax)
        s = e.sum(-1, keepdims=True)
        p = np.where(s > 0, e / np.maximum(s, 1e-300), 0)
        return (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o

    def __call__(self, x, mask):
        return (x + self.attend(self.norm(x), mask)).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("num_heads does not divide d_model")
    return PreLNBlock(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(x, mask)
