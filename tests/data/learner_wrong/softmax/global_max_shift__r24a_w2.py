# MISTAKE: the stabilising maximum is taken over the whole array (np.max(x) with no axis) instead of per slice along `axis`, so a slice far below the global maximum (e.g. one row near 1000, another near -1000) underflows to all zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    finite = x[np.isfinite(x)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(x - m)
    tot = np.sum(e, axis=axis, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, tot, out=out, where=tot > 0)
    return out
