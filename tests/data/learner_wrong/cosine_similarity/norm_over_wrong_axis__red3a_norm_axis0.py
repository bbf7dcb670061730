# mistake: norms taken over axis 0 (per feature) instead of per row
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    a_hat = a / np.maximum(np.linalg.norm(a, axis=0, keepdims=True), 1e-30)
    b_hat = b / np.maximum(np.linalg.norm(b, axis=0, keepdims=True), 1e-30)
    return np.sum(a_hat * b_hat, axis=-1)
