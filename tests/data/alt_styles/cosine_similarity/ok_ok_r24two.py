import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    safe = np.where(denom > 0, denom, 1)
    out = np.where(denom > 0, dot / safe, 0)
    return out.astype(np.result_type(a, b), copy=False)
