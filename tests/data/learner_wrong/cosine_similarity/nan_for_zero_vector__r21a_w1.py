# MISTAKE: missing zero-vector guard: dot / (|a||b|) with a zero row gives 0/0 = NaN instead of 0.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    num = np.einsum("...i,...i->...", a, b) if a.ndim == b.ndim else (a * b).sum(-1)
    return num / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))
