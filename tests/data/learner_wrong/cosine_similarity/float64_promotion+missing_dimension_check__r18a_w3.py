# MISTAKE: (1) no check of the last-axis sizes, so a size-1 last axis silently broadcasts against d instead of raising ValueError; (2) converts inputs to float64 (np.asarray(..., dtype=float)), so float32 in -> float64 out.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    dot = (a * b).sum(-1)
    norms = np.sqrt((a ** 2).sum(-1)) * np.sqrt((b ** 2).sum(-1))
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(norms == 0, 0.0, dot / norms)
    return out
