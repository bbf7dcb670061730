# MISTAKE: the padding mask polarity is inverted (PyTorch key_padding_mask habit): keys where
# enc_padding_mask is True are hidden (`np.where(pad, -np.inf, s)`), real tokens are masked, padding is read.
import numpy as np


class CrossAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w = (w_q, w_k, w_v, w_o)
        self.h = num_heads

    def heads(self, t):
        b, n, d = t.shape
        return t.reshape(b, n, self.h, d // self.h).transpose(0, 2, 1, 3)

    def __call__(self, x_dec, x_enc, pad):
        w_q, w_k, w_v, w_o = self.w
        b, td, d = x_dec.shape
        if d % self.h:
            raise ValueError("d_model % num_heads")
        q, k, v = self.heads(x_dec @ w_q), self.heads(x_enc @ w_k), self.heads(x_enc @ w_v)
        s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d // self.h)
        if pad is not None:
            pad = np.asarray(pad, bool)[:, None, None, :]
            s = np.where(pad, -np.inf, s)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        out = (p @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
        return out.astype(x_dec.dtype), p.astype(x_dec.dtype)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    return CrossAttention(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
