import math
import numpy as np


class CrossAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        d_model = w_q.shape[0]
        if d_model % num_heads != 0:
            raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads
        self.hd = d_model // num_heads

    def split(self, x):
        b, t, _ = x.shape
        return x.reshape(b, t, self.h, self.hd).transpose(0, 2, 1, 3)

    def merge(self, x):
        b, h, t, hd = x.shape
        return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)

    @staticmethod
    def softmax(s):
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0, m)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        return np.where(z > 0, e / np.where(z > 0, z, 1), 0)

    def forward(self, x_dec, x_enc, enc_padding_mask=None):
        q = self.split(x_dec @ self.w_q)
        k = self.split(x_enc @ self.w_k)
        v = self.split(x_enc @ self.w_v)
        s = q @ k.swapaxes(-1, -2) / math.sqrt(self.hd)
        if enc_padding_mask is not None:
            s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
        w = self.softmax(s)
        out = self.merge(w @ v) @ self.w_o
        dt = np.result_type(x_dec, x_enc)
        return out.astype(dt), w.astype(dt)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    return CrossAttention(w_q, w_k, w_v, w_o, num_heads).forward(x_dec, x_enc, enc_padding_mask)
