# MISTAKE: only the norm of `a` is protected against zero (np.where(norm_a == 0, 1, norm_a)); a zero row in `b` is divided by 0 and gives NaN instead of 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last-axis size")
    norm_a = np.linalg.norm(a, axis=-1, keepdims=True)
    norm_b = np.linalg.norm(b, axis=-1, keepdims=True)
    a_hat = a / np.where(norm_a == 0, 1, norm_a)   # zero vector stays zero
    b_hat = b / norm_b
    return np.clip(np.sum(a_hat * b_hat, axis=-1), -1, 1)
