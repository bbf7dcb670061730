# URL: https://github.com/qdrant/quaterion/issues/81
# Bug: b is normalised with a's row norms (y accidentally replaced with x), so the result is dot(a, b) / ||a||^2.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    na = np.linalg.norm(a, axis=-1, keepdims=True)
    nb = np.linalg.norm(a, axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        an = np.where(na > 0, a / na, 0.0)
        bn = np.where(nb > 0, b / nb, 0.0)
    return np.sum(an * bn, axis=-1).astype(a.dtype)
