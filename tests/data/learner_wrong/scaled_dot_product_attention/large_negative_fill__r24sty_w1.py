# MISTAKE: masked scores are set to a large finite negative number (-1e9) instead of -inf, so a fully masked query row gets uniform weights (and a non-zero output) instead of all zeros.
import numpy as np


class Attention:
    NEG = -1e9

    def scores(self, q, k):
        return q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])

    def softmax(self, s):
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        return e / e.sum(axis=-1, keepdims=True)

    def __call__(self, q, k, v, mask=None):
        s = self.scores(q, k)
        if mask is not None:
            s = np.where(mask, s, self.NEG)
        w = self.softmax(s)
        return w @ v, w


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = (np.asarray(t) for t in (q, k, v))
    out, w = Attention()(q, k, v, mask)
    dt = np.result_type(q, k, v)
    return out.astype(dt), w.astype(dt)
