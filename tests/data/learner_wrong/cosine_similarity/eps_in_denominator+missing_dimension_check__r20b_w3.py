# MISTAKE: (1) missing size check -- a last axis of size 1 against size d silently broadcasts instead of raising ValueError (only d-vs-d' mismatches with both >1 raise, via numpy); (2) adds eps=1e-8 to the denominator instead of guarding zero rows, which biases the result for small-norm vectors (e.g. |a|,|b| ~ 1e-4 gives ~0.5 instead of 1).
import numpy as np


class _Cos:
    eps = 1e-8

    def __call__(self, a, b):
        dot = np.sum(a * b, axis=-1)
        na = np.sqrt(np.sum(a ** 2, axis=-1))
        nb = np.sqrt(np.sum(b ** 2, axis=-1))
        return (dot / (na * nb + self.eps)).astype(dot.dtype)


_cos = _Cos()


def cosine_similarity(a, b):
    return _cos(a, b)
