# mistake: |cos| (abs after the division)
import numpy as np
def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    num = np.einsum("...d,...d->...", a, b)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    safe = np.where(den == 0, 1.0, den)
    return np.abs(np.where(den == 0, 0.0, num / safe)).astype(a.dtype)
