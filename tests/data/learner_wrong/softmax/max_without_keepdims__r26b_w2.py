# MISTAKE: the maximum is taken without keepdims=True, so with the default axis=-1 on a 2-D (or higher) input the reduced max broadcasts along the last axis and entries of one row get different shifts (wrong values, or a broadcasting error when the shapes do not line up).
import numpy as np


def softmax(x, axis=-1):
    mx = np.max(x, axis=axis)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(x - mx)
    denom = np.sum(e, axis=axis, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, denom, out=out, where=denom > 0)
    return out.astype(x.dtype)
