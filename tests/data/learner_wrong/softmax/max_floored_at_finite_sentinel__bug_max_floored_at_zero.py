# https://github.com/FluxML/NNlib.jl/pull/43
# The shift is max(0, row max) instead of the row max: softmax([-10000, -10000]) underflows to
# 0 / 0 = NaN (any slice far below zero).
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.maximum(np.max(x, axis=axis, keepdims=True), 0)
    e = np.exp(x - m)
    return (e / np.sum(e, axis=axis, keepdims=True)).astype(x.dtype)
