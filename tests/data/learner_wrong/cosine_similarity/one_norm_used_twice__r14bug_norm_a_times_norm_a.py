# https://github.com/incanter/incanter/issues/73 -- denominator ||a|| * ||a|| instead of ||a|| * ||b|| (right only when the two norms are equal).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    den = na * na
    zero = (na == 0) | (nb == 0)
    out = np.where(zero, 0, dot / np.where(den == 0, 1, den))
    return out.astype(np.result_type(a, b))
