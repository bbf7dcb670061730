# two mistakes: NaN for a zero vector and float64 output for float32 input
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    a = a.astype(float)
    b = b.astype(float)
    with np.errstate(all="ignore"):
        return (a * b).sum(-1) / np.sqrt((a * a).sum(-1) * (b * b).sum(-1))
