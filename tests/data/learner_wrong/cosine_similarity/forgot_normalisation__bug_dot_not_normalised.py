# https://github.com/monatis/clip.cpp/issues/116
# The "similarity score" is the plain dot product: the vectors are never divided by their norms.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.sum(a * b, axis=-1)
