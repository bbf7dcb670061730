import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    na = np.sqrt(np.sum(a * a, axis=-1, keepdims=True))
    nb = np.sqrt(np.sum(b * b, axis=-1, keepdims=True))
    ua = np.divide(a, na, out=np.zeros_like(a), where=na > 0)
    ub = np.divide(b, nb, out=np.zeros_like(b), where=nb > 0)
    return np.sum(ua * ub, axis=-1)
