# mistake: adds eps=1e-8 to the product of norms instead of treating zero vectors exactly (biased for small vectors)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    dot = np.sum(a * b, axis=-1)
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    return (dot / (na * nb + 1e-8)).astype(np.result_type(a, b))
