# MISTAKE: np.linalg.norm(a) / np.linalg.norm(b) are taken without axis=-1, i.e. the norm of the whole array, so with several rows every cosine is divided by the wrong length.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same vector size")
    dot = np.sum(a * b, axis=-1)
    lengths = np.linalg.norm(a) * np.linalg.norm(b)
    # masked division: a zero length is masked and then filled with 0 instead of NaN
    cos = np.ma.divide(dot, np.ma.masked_equal(lengths, 0))
    return np.ma.filled(cos, 0).astype(dot.dtype)
