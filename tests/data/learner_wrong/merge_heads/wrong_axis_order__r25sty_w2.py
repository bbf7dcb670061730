# MISTAKE: transposes with axes (0, 2, 3, 1) -> (batch, seq, head_dim, heads) instead of (0, 2, 1, 3), so the features of the heads are interleaved rather than concatenated head by head.
import numpy as np
from functools import reduce


def merge_heads(x):
    b, h, t, d = x.shape
    steps = (
        lambda a: np.transpose(a, (0, 2, 3, 1)),
        lambda a: np.reshape(a, (b, t, h * d)),
        np.ascontiguousarray,
    )
    return reduce(lambda acc, f: f(acc), steps, x)
