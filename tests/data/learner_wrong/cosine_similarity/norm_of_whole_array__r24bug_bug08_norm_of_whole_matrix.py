# SOURCE: https://coderapp.vercel.app/answer/76441728
# MISTAKE: the denominator uses np.linalg.norm(a) * np.linalg.norm(b) without axis, i.e. the norm of the WHOLE
#          array, instead of the Euclidean length of each row over the last axis; results are only right for 1-D inputs.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must have the same size")
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros_like(dot)
    return (dot / denom).astype(np.result_type(a, b))
