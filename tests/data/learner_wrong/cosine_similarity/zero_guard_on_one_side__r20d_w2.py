# MISTAKE: the zero-vector guard only checks ||a|| == 0; when b is the zero row (and a is not)
# it still divides 0/0 and returns NaN instead of 0.
import math
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, lead + a.shape[-1:])
    B = np.broadcast_to(b, lead + b.shape[-1:])
    out = np.empty(lead, dtype=np.result_type(a, b))
    for idx in np.ndindex(*lead):
        ra, rb = A[idx], B[idx]
        na = math.sqrt(sum(float(x) * float(x) for x in ra))
        nb = math.sqrt(sum(float(x) * float(x) for x in rb))
        if na == 0.0:
            out[idx] = 0.0
            continue
        dot = sum(float(x) * float(y) for x, y in zip(ra, rb))
        with np.errstate(all='ignore'):
            out[idx] = np.float64(dot) / np.float64(na * nb)
    return out
