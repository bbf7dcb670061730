# MISTAKE: a slice that is all -inf has max -inf, so x - max is -inf - (-inf) = NaN and the row comes out NaN instead of zeros.
import numpy as np
from functools import reduce


def softmax(x, axis=-1):
    steps = (
        lambda a: a - np.max(a, axis=axis, keepdims=True),
        np.exp,
        lambda e: e / np.sum(e, axis=axis, keepdims=True),
    )
    return reduce(lambda acc, f: f(acc), steps, np.asarray(x))
