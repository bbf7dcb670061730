# SOURCE: https://github.com/FluxML/NNlib.jl/pull/43
# MISTAKE: The shift is max(0, row maximum) instead of the row maximum itself, so a slice whose logits are all very negative (e.g. [-1000, -1000]) underflows to exp = 0 everywhere and comes out as zeros instead of a distribution that sums to 1.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    shift = np.maximum(np.max(x, axis=axis, keepdims=True), 0.0)
    e = np.exp(x - shift)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, s, out=out, where=s > 0)
    return out.astype(x.dtype)
