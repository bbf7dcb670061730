# CORRECT: np.vectorize with a gufunc signature '(n),(n)->()' computing one cosine per pair of rows, zero vectors giving 0.
import math
import numpy as np


def _cos_row(u, w):
    nu = math.sqrt(float(np.dot(u, u)))
    nw = math.sqrt(float(np.dot(w, w)))
    if nu == 0.0 or nw == 0.0:
        return 0.0
    return float(np.dot(u, w)) / (nu * nw)


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dtype = np.result_type(a.dtype, b.dtype)
    f = np.vectorize(_cos_row, signature="(n),(n)->()", otypes=[dtype])
    return f(a, b)
