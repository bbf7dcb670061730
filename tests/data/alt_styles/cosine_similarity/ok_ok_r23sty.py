import math
import numpy as np


def _cos_pair(u, w):
    dot = math.fsum(float(a) * float(b) for a, b in zip(u, w))
    nu = math.sqrt(math.fsum(float(a) * float(a) for a in u))
    nw = math.sqrt(math.fsum(float(b) * float(b) for b in w))
    if nu == 0.0 or nw == 0.0:
        return 0.0
    c = dot / (nu * nw)
    return max(-1.0, min(1.0, c))


def cosine_similarity(a, b):
    # Scalar math-module code, one pair of rows at a time.
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    ab = np.broadcast_to(a, lead + a.shape[-1:])
    bb = np.broadcast_to(b, lead + b.shape[-1:])
    out = np.empty(lead, dtype=np.result_type(a.dtype, b.dtype))
    for idx in np.ndindex(*lead):
        out[idx] = _cos_pair(ab[idx], bb[idx])
    return out
