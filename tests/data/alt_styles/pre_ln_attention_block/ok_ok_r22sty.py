import numpy as np


class PreLNAttentionBlock:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps=1e-5):
        d = w_q.shape[0]
        if d % num_heads != 0:
            raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
        self.gamma, self.beta, self.eps = gamma, beta, eps
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.hd = d // num_heads

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        c = x - mu
        var = (c * c).mean(axis=-1, keepdims=True)
        return self.gamma * c / np.sqrt(var + self.eps) + self.beta

    def split(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.h, self.hd).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)

    def attention(self, h, mask):
        q, k, v = (self.split(h @ w) for w in (self.w_q, self.w_k, self.w_v))
        s = q @ k.swapaxes(-1, -2) / np.sqrt(self.hd)
        if mask is not None:
            s = np.where(np.asarray(mask, bool), s, -np.inf)
        top = s.max(axis=-1, keepdims=True)
        top = np.where(np.isneginf(top), 0.0, top)
        e = np.exp(s - top)
        z = e.sum(axis=-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        return self.merge(p @ v) @ self.w_o

    def __call__(self, x, mask=None):
        return (x + self.attention(self.norm(x), mask)).astype(x.dtype)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    return PreLNAttentionBlock(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)(np.asarray(x), mask)
