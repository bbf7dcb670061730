"""Correct: one slice at a time with math.exp, shifted by the slice's largest finite value."""
import math

import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    moved = np.moveaxis(x, axis, -1)
    out = np.zeros(moved.shape, dtype=np.float64)
    for idx in np.ndindex(moved.shape[:-1]):
        row = [float(v) for v in moved[idx]]
        kept = [v for v in row if v != -math.inf]
        if not kept:
            continue  # an all -inf slice stays 0
        top = max(kept)
        e = [0.0 if v == -math.inf else math.exp(v - top) for v in row]
        total = sum(e)
        out[idx] = [v / total for v in e]
    return np.moveaxis(out, -1, axis).astype(x.dtype)
