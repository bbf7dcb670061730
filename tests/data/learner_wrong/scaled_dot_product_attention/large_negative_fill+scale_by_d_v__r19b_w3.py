# MISTAKE: (1) scales by sqrt(d_v) (v.shape[-1]) instead of sqrt(d_k); (2) masked scores get the finite stand-in -1e9 instead of -inf, so a fully masked query row gets uniform weights and an averaged output instead of zeros.
import numpy as np


class SDPA:
    NEG = -1e9

    def scores(self, q, k, v):
        return q @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1])

    def softmax(self, s):
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        return e / e.sum(axis=-1, keepdims=True)

    def __call__(self, q, k, v, mask=None):
        s = self.scores(q, k, v)
        if mask is not None:
            s = np.where(mask, s, self.NEG)
        w = self.softmax(s).astype(q.dtype)
        return (w @ v).astype(q.dtype), w


def scaled_dot_product_attention(q, k, v, mask=None):
    return SDPA()(q, k, v, mask)
