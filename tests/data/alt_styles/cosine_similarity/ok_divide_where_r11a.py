import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    den = np.broadcast_to(den, dot.shape)
    out = np.zeros_like(dot)
    np.divide(dot, den, out=out, where=den > 0)
    return out
