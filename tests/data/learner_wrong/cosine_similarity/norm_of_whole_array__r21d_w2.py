# MISTAKE: wrong norm: divides by the norm of the WHOLE array b (np.linalg.norm(b) with no axis) instead of each row's norm, so batches of several rows get wrong cosines.
import numpy as np
import math


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("bad sizes")
    dots = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a ** 2, axis=-1))
    nb = math.sqrt(float(np.sum(b ** 2)))
    den = na * nb
    with np.errstate(invalid="ignore", divide="ignore"):
        res = np.where(den == 0, 0.0, dots / np.where(den == 0, 1, den))
    return res.astype(np.result_type(a, b))
