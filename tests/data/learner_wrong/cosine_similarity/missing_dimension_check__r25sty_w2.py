# MISTAKE: no explicit check of the last-axis sizes: a (..., 1) vector against a (..., d) one is silently broadcast by numpy instead of raising ValueError.
import numpy as np


class Cosine:
    def __init__(self, a, b):
        self._a = np.asarray(a)
        self._b = np.asarray(b)

    def getDot(self):
        return np.sum(self._a * self._b, axis=-1)

    def getNormA(self):
        return np.sqrt(np.sum(self._a ** 2, axis=-1))

    def getNormB(self):
        return np.sqrt(np.sum(self._b ** 2, axis=-1))

    def getValue(self):
        dot = self.getDot()
        den = self.getNormA() * self.getNormB()
        out = np.zeros(np.shape(dot), dtype=dot.dtype)
        np.divide(dot, den, out=out, where=den > 0)
        return np.clip(out, -1, 1)


def cosine_similarity(a, b):
    return Cosine(a, b).getValue()
