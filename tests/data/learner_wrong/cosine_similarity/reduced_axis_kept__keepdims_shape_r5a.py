# mistake: keeps the reduced axis (keepdims=True): returns shape (..., 1) instead of (...)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    dot = np.sum(a * b, axis=-1, keepdims=True)
    n = np.linalg.norm(a, axis=-1, keepdims=True) * np.linalg.norm(b, axis=-1, keepdims=True)
    return np.where(n > 0, dot / np.where(n > 0, n, 1), 0).astype(a.dtype)
