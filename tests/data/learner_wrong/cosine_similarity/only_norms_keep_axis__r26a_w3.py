# MISTAKE: the norms are kept with keepdims=True, so dividing the (n,) dot products by (n, 1) norms broadcasts to an (n, n) result instead of (n,).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    dots = (a * b).sum(-1)
    la = np.sqrt((a ** 2).sum(-1, keepdims=True))
    lb = np.sqrt((b ** 2).sum(-1, keepdims=True))
    den = la * lb
    out = np.divide(dots, den, out=np.zeros(np.broadcast_shapes(dots.shape, den.shape), dtype=dots.dtype), where=den > 0)
    return np.clip(out, -1.0, 1.0)
