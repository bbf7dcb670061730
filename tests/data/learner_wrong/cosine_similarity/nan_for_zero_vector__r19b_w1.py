# MISTAKE: missing zero-vector guard -- divides by ||a||*||b|| unconditionally, so a zero row gives NaN (0/0) instead of 0.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    num = np.einsum("...d,...d->...", *np.broadcast_arrays(a, b))
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (num / den).astype(a.dtype)
