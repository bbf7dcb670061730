import math
import numpy as np


def _softmax_1d(row):
    vals = [float(v) for v in row]
    finite = [v for v in vals if v != -math.inf]
    if not finite:
        return np.zeros(len(vals))
    m = max(vals)
    ex = [math.exp(v - m) if v != -math.inf else 0.0 for v in vals]
    tot = math.fsum(ex)
    return np.array([e / tot for e in ex])


def softmax(x, axis=-1):
    # np.apply_along_axis runs the scalar helper over every slice along `axis`.
    x = np.asarray(x)
    if x.ndim == 0:
        return np.ones_like(x)
    out = np.apply_along_axis(_softmax_1d, axis, x)
    return out.astype(x.dtype)
