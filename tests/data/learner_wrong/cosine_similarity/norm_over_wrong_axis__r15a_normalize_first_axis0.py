# wrong: normalises with np.linalg.norm(axis=0) (norm over the batch axis, not each row's features) AND has no zero-vector guard (0/0 -> NaN)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dim mismatch")
    a_hat = a / np.linalg.norm(a, axis=0, keepdims=True)
    b_hat = b / np.linalg.norm(b, axis=0, keepdims=True)
    return np.einsum("...d,...d->...", a_hat, b_hat)
