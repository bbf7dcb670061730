# MISTAKE: no zero-vector guard -- dot / (|a||b|) is 0/0 = NaN when either row is all zeros (should be 0).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    num = np.einsum("...d,...d->...", a, b)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (num / den).astype(np.result_type(a, b))
