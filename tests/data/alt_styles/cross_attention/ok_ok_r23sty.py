import numpy as np


class CrossAttention:
    """Multi-head encoder-decoder attention as a small object with helper methods."""

    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = (np.asarray(w) for w in (w_q, w_k, w_v, w_o))
        self.d_model = self.w_q.shape[0]
        if self.d_model % num_heads != 0:
            raise ValueError(f"d_model={self.d_model} not divisible by num_heads={num_heads}")
        self.h = num_heads
        self.hd = self.d_model // num_heads

    def split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, self.h, self.hd).transpose(0, 2, 1, 3)

    def merge(self, x):
        b, _, t, _ = x.shape
        return x.transpose(0, 2, 1, 3).reshape(b, t, self.h * self.hd)

    @staticmethod
    def safe_softmax(s):
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0.0, m).astype(s.dtype)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        return np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)

    def __call__(self, x_dec, x_enc, pad=None):
        q = self.split(x_dec @ self.w_q)
        k = self.split(x_enc @ self.w_k)
        v = self.split(x_enc @ self.w_v)
        s = np.einsum("bhqd,bhkd->bhqk", q, k) / q.dtype.type(np.sqrt(self.hd))
        if pad is not None:
            s = np.where(np.asarray(pad, dtype=bool)[:, None, None, :], s, -np.inf)
        w = self.safe_softmax(s)
        ctx = np.einsum("bhqk,bhkd->bhqd", w, v)
        return self.merge(ctx) @ self.w_o, w


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    out, w = CrossAttention(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
    dt = x_dec.dtype
    return out.astype(dt), w.astype(dt)
