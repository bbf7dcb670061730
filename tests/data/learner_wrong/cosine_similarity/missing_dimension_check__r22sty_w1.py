# MISTAKE: the last-axis check is missing: a (..., 1) input is silently broadcast against (..., d) by the elementwise product instead of raising ValueError.
import numpy as np


class Cosine:
    def norm(self, x):
        return np.sqrt(np.sum(x * x, axis=-1))

    def __call__(self, a, b):
        dot = np.sum(a * b, axis=-1)
        denom = self.norm(a) * self.norm(b)
        out = np.divide(dot, denom, out=np.zeros_like(dot), where=denom != 0)
        return out.astype(np.result_type(a, b))


def cosine_similarity(a, b):
    return Cosine()(np.asarray(a), np.asarray(b))
