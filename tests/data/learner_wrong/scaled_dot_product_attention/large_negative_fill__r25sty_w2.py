# MISTAKE: masked scores are filled with the finite -1e9 instead of -inf, so a fully masked query row gets uniform weights (an average of the values) instead of zeros.
import numpy as np


class ScaledDotProductAttention:
    NEG = -1e9

    def __init__(self, q, k, v):
        self._q, self._k, self._v = q, k, v

    def getScale(self):
        return self._q.dtype.type(1.0 / np.sqrt(self._q.shape[-1]))

    def getScores(self, mask=None):
        s = (self._q @ np.swapaxes(self._k, -1, -2)) * self.getScale()
        if mask is not None:
            s = np.where(mask, s, s.dtype.type(self.NEG))
        return s

    def getWeights(self, mask=None):
        s = self.getScores(mask)
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    def getOutput(self, mask=None):
        w = self.getWeights(mask)
        return w @ self._v, w


def scaled_dot_product_attention(q, k, v, mask=None):
    return ScaledDotProductAttention(q, k, v).getOutput(mask)
