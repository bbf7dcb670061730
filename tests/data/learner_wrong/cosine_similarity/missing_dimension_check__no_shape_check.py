# mistake: no last-axis size check (1 against d broadcasts silently)
import numpy as np

def cosine_similarity(a, b):
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    out = np.where(den == 0, 0.0, dot / np.where(den == 0, 1, den))
    return out.astype(a.dtype)
