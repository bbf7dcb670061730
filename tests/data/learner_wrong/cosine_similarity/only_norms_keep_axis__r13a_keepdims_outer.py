# WRONG: the norms keep their last axis (keepdims=True) but the dot product does not, so dot (n,) / norms (n, 1) broadcasts to an (n, n) matrix (and two 1-D vectors give shape (1,) instead of a scalar).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1, keepdims=True))
    nb = np.sqrt(np.sum(b * b, axis=-1, keepdims=True))
    denom = na * nb
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(denom == 0, 0.0, dot / denom).astype(a.dtype)
