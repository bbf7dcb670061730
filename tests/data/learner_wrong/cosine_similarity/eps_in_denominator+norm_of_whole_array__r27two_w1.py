# MISTAKE: np.linalg.norm is called without axis, so each input is divided by the norm of the whole array rather than the norm of each row.
# MISTAKE: a 1e-8 is added to the denominator, which visibly distorts the result for short vectors (e.g. norms around 1e-4 give about half the true cosine).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("embeddings must have the same size")
    num = (a * b).sum(-1)
    return num / (np.linalg.norm(a) * np.linalg.norm(b) + 1e-8)
