# MISTAKE: (1) the values are projected with w_k instead of w_v (copy-paste); (2) no guard for an all-padding source: the softmax of an all -inf row gives NaN weights and output.
import numpy as np

class CrossAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self.w_q, self.w_k, self.w_v, self.w_o, self.h = w_q, w_k, w_v, w_o, num_heads

    def split(self, t):
        b, n, d = t.shape
        return t.reshape(b, n, self.h, d // self.h).swapaxes(1, 2)

    def __call__(self, x_dec, x_enc, pad):
        q = self.split(x_dec @ self.w_q)
        k = self.split(x_enc @ self.w_k)
        v = self.split(x_enc @ self.w_k)
        s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
        if pad is not None:
            s = np.where(pad[:, None, None, :], s, -np.inf)
        s = s - s.max(-1, keepdims=True)
        w = np.exp(s)
        w = w / w.sum(-1, keepdims=True)
        ctx = (w @ v).swapaxes(1, 2)
        b, n = ctx.shape[:2]
        return ctx.reshape(b, n, -1) @ self.w_o, w

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads")
    out, w = CrossAttention(w_q, w_k, w_v, w_o, num_heads)(x_dec, x_enc, enc_padding_mask)
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
