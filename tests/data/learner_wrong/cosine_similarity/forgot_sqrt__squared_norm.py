# mistake: divides by squared norms (forgot sqrt)
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    dot = np.sum(a * b, axis=-1)
    den = np.sum(a * a, axis=-1) * np.sum(b * b, axis=-1)
    out = np.where(den == 0, 0.0, dot / np.where(den == 0, 1, den))
    return out.astype(a.dtype)
