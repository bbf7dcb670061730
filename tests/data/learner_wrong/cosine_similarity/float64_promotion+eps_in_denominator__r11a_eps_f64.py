# WRONG: two mistakes — adds eps=1e-8 to the denominator (shrinks the cosine of short vectors, e.g. norms ~1e-4 give ~0.5 instead of 1), and the float64 sums make float32 inputs return float64.
import numpy as np


def _norm(x):
    return np.sqrt(np.sum(x * x, axis=-1, dtype=np.float64))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1, dtype=np.float64)
    return dot / (_norm(a) * _norm(b) + 1e-8)
