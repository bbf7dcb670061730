# WRONG (two): adds eps = np.float64(1e-8) to the denominator: float32 in -> float64 out, and tiny vectors (norm product near/below 1e-8) get a cosine far too small
import numpy as np

EPS = np.float64(1e-8)


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    return np.sum(a * b, axis=-1) / (na * nb + EPS)
