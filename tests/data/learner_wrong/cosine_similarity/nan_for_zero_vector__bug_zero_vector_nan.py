# Bug report: https://github.com/HKUDS/LightRAG/pull/3421
# Divides the dot product by the product of the norms with no guard: a zero vector gives NaN.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must match")
    dot = np.einsum("...d,...d->...", *np.broadcast_arrays(a, b))
    with np.errstate(invalid="ignore", divide="ignore"):
        return dot / (np.sqrt((a * a).sum(-1)) * np.sqrt((b * b).sum(-1)))
