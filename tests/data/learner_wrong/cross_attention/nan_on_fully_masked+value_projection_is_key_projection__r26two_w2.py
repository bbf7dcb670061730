# MISTAKE: the values are projected with w_k instead of w_v (v = x_enc @ w_k).
# MISTAKE: the softmax subtracts the row max without a guard, so a sentence whose source is all padding gets NaN weights and output instead of zeros.
import numpy as np


class _CrossAttn:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o = w_q, w_k, w_v, w_o
        self.h = num_heads

    def split(self, x):
        b, t, d = x.shape
        return x.reshape(b, t, self.h, d // self.h).transpose(0, 2, 1, 3)

    def merge(self, x):
        b, h, t, hd = x.shape
        return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)

    def __call__(self, x_dec, x_enc, mask):
        d = x_dec.shape[-1]
        if d % self.h != 0:
            raise ValueError("d_model % num_heads != 0")
        q = self.split(x_dec @ self.w_q)
        k = self.split(x_enc @ self.w_k)
        v = self.split(x_enc @ self.w_k)
        s = q @ k.transpose(0, 1, 3, 2) / float(np.sqrt(d // self.h))
        if mask is not None:
            s = np.where(mask[:, None, None, :], s, -np.inf)
        s = s - s.max(axis=-1, keepdims=True)
        w = np.exp(s)
        w /= w.sum(axis=-1, keepdims=True)
        return (self.merge(w @ v) @ self.w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    return _CrossAttn(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
