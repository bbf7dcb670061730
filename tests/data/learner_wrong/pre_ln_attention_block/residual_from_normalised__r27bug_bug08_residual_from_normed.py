# SOURCE: https://github.com/Howuhh/faster-trajectory-transformer/issues/3
# MISTAKE: The residual adds the normalised h = LayerNorm(x) instead of the original x, returning h + MHA(h) rather than x + MHA(h).
import numpy as np


class PreLNAttention:
    def __init__(self, gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps):
        self.gamma, self.beta = gamma, beta
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.num_heads = num_heads
        self.eps = eps

    def norm(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
        return self.gamma * (x - mu) / np.sqrt(var + self.eps) + self.beta

    def attn(self, h, mask):
        b, t, d = h.shape
        nh = self.num_heads
        hd = d // nh
        def split(z):
            return z.reshape(b, t, nh, hd).transpose(0, 2, 1, 3)
        q, k, v = split(h @ self.w_q), split(h @ self.w_k), split(h @ self.w_v)
        s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        ctx = np.einsum("bhqk,bhkd->bhqd", p, v)
        return ctx.transpose(0, 2, 1, 3).reshape(b, t, d) @ self.w_o

    def __call__(self, x, mask=None):
        x = self.norm(x)
        return x + self.attn(x, mask)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    d_model = x.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    block = PreLNAttention(gamma, beta, w_q, w_k, w_v, w_o, num_heads, eps)
    return block(x, mask).astype(x.dtype, copy=False)
