"""Correct: exp(x - logsumexp(x)) with the axis moved last; an all -inf slice gives zeros."""
import numpy as np


def softmax(x, axis=-1):
    x = np.moveaxis(np.asarray(x), axis, -1)
    m = x.max(-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    lse = m + np.log(np.exp(x - m).sum(-1, keepdims=True))  # -inf for an all -inf slice
    with np.errstate(invalid="ignore"):
        out = np.exp(x - lse)
    out[np.isneginf(lse[..., 0])] = 0
    return np.moveaxis(out, -1, axis).astype(x.dtype)
