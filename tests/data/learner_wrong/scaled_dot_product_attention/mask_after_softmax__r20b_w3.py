# MISTAKE: forgotten step / wrong order -- the mask is applied AFTER the softmax (weights * mask) with no renormalisation, so masked keys still steal probability mass and the rows no longer sum to 1.
import math
import numpy as np


class SDPA:
    def scores(self, q, k):
        return np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])

    def softmax(self, s):
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        return e / e.sum(axis=-1, keepdims=True)

    def __call__(self, q, k, v, mask=None):
        w = self.softmax(self.scores(q, k))
        if mask is not None:
            w = w * mask
        return w @ v, w


def scaled_dot_product_attention(q, k, v, mask=None):
    return SDPA()(q, k, v, mask)
