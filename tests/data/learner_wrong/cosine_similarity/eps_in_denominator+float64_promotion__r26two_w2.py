# MISTAKE: the denominator is clamped with np.maximum(||a||*||b||, 1e-8), so very short (but non-zero) vectors get a similarity far below their true cosine.
# MISTAKE: the inputs are converted with dtype=float, so float32 inputs give a float64 result.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    num = np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    return num / np.maximum(den, 1e-8)
