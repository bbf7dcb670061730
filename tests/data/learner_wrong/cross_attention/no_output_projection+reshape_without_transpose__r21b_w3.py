# MISTAKE: (1) heads are split by reshaping straight to (batch, num_heads, seq, head_dim) with no transpose (and merged back the same way), mixing tokens across heads;
# (2) the output projection w_o is never applied.
import numpy as np


class CrossAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads

    def __call__(self, x_dec, x_enc, mask=None):
        b, tq, d = x_dec.shape
        tk = x_enc.shape[1]
        if d % self.h:
            raise ValueError("heads do not divide d_model")
        hd = d // self.h
        q = (x_dec @ self.w_q).reshape(b, self.h, tq, hd)
        k = (x_enc @ self.w_k).reshape(b, self.h, tk, hd)
        v = (x_enc @ self.w_v).reshape(b, self.h, tk, hd)
        s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
        ok = np.ones((b, 1, 1, tk), bool) if mask is None else mask[:, None, None, :]
        s = np.where(ok, s, -np.inf)
        m = np.max(s, axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m)
        p = np.where(ok, np.exp(s - m), 0.0)
        den = p.sum(-1, keepdims=True)
        p = p / np.where(den == 0, 1.0, den)
        out = (p @ v).reshape(b, tq, d)
        return out.astype(x_dec.dtype), p.astype(x_dec.dtype)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    return CrossAttention(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
