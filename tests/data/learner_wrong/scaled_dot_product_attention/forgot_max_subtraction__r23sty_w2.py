# MISTAKE: The softmax exponentiates the raw scores without subtracting the row maximum, so large scores (hundreds or more) overflow exp to inf and the weights become NaN.
import numpy as np


class Attention:
    def __init__(self, q, k, v):
        self.q, self.k, self.v = np.asarray(q), np.asarray(k), np.asarray(v)
        self.scale = self.q.dtype.type(1.0 / np.sqrt(self.q.shape[-1]))

    def scores(self):
        return np.matmul(self.q, np.swapaxes(self.k, -1, -2)) * self.scale

    @staticmethod
    def softmax(s):
        e = np.exp(s)                       # masked -inf -> 0
        z = e.sum(axis=-1, keepdims=True)
        return np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)

    def run(self, mask=None):
        s = self.scores()
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        w = self.softmax(s)
        return np.matmul(w, self.v), w


def scaled_dot_product_attention(q, k, v, mask=None):
    return Attention(q, k, v).run(mask)
