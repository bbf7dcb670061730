# mistakes: no zero-vector guard (0/0 = NaN) AND the float32 inputs are upcast with np.float64 norms (float64 out)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    na = np.sqrt(np.sum(a.astype(np.float64) ** 2, axis=-1))
    nb = np.sqrt(np.sum(b.astype(np.float64) ** 2, axis=-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.einsum("...d,...d->...", a, b) / (na * nb)
