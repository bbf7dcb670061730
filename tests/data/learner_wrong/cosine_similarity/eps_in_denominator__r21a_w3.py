# MISTAKE: numerics -- adds eps=1e-8 to the denominator (dot / (|a||b| + 1e-8)) instead of a zero test, so short (small-norm) vectors get a similarity far below their true cosine (e.g. two parallel vectors of length 1e-5 give ~0.01, not 1).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("different d")
    eps = 1e-8
    na = np.sqrt((a ** 2).sum(-1))
    nb = np.sqrt((b ** 2).sum(-1))
    return ((a * b).sum(-1) / (na * nb + eps)).astype(np.result_type(a, b))
