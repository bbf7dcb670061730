# MISTAKE: the heads are merged with a plain reshape of the (batch, heads, t_dec, head_dim) context, without moving the head axis back behind the sequence axis, which mixes tokens when num_heads > 1.
import numpy as np


class CrossAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w = (w_q, w_k, w_v, w_o)
        self.h = num_heads

    def split(self, t):
        b, n, d = t.shape
        return t.reshape(b, n, self.h, d // self.h).transpose(0, 2, 1, 3)

    def merge(self, t):
        b, h, n, hd = t.shape
        return t.reshape(b, n, h * hd)

    def __call__(self, x_dec, x_enc, pad):
        w_q, w_k, w_v, w_o = self.w
        q = self.split(x_dec @ w_q)
        k = self.split(x_enc @ w_k)
        v = self.split(x_enc @ w_v)
        scale = 1.0 / np.sqrt(q.shape[-1]).item()
        s = np.einsum("bhik,bhjk->bhij", q, k) * scale
        if pad is not None:
            s = np.where(np.asarray(pad, bool)[:, None, None, :], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m[np.isinf(m)] = 0.0
        p = np.exp(s - m)
        den = p.sum(-1, keepdims=True)
        p = np.divide(p, den, out=np.zeros_like(p), where=den != 0)
        return self.merge(p @ v) @ w_o, p


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    return CrossAttention(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
