# mistake: swaps axes 0 and 2 (batch <-> seq) instead of 1 and 2 before the reshape: mixes batch and heads (visible with batch > 1)
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return np.swapaxes(x, 0, 2).reshape(b, s, h * d)
