# wrong (two at once): keepdims=True on the reductions leaves a trailing axis of 1, and the math is done in float64 and returned as such
import numpy as np
def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("d")
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    dot = np.sum(a64 * b64, axis=-1, keepdims=True)
    na = np.sqrt(np.sum(a64 * a64, axis=-1, keepdims=True)); nb = np.sqrt(np.sum(b64 * b64, axis=-1, keepdims=True))
    den = na * nb
    return np.where(den > 0, dot / np.where(den > 0, den, 1), 0.0)
