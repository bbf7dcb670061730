# mistake: torch-style clamp of the norm product at eps=1e-8 (max(||a||*||b||, eps)): tiny non-zero vectors get a similarity far below their true cosine
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    num = np.sum(a * b, axis=-1)
    den = np.maximum(np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1), 1e-8)
    return (num / den).astype(num.dtype)
