# Two mistakes: no last-axis size check (1 vs d broadcasts instead of ValueError) and adds eps=1e-8 to the denominator (zero vector gives 0, but non-zero cosines slightly off; tiny vectors badly off).
import numpy as np


def cosine_similarity(a, b):
    dot = np.sum(a * b, axis=-1)
    den = np.sqrt(np.sum(a * a, axis=-1)) * np.sqrt(np.sum(b * b, axis=-1)) + 1e-8
    return (dot / den).astype(a.dtype)
