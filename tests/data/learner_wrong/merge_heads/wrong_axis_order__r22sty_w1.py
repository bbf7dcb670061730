# MISTAKE: transposes to (batch, seq, head_dim, heads) (axes 0, 2, 3, 1) before the reshape, so the features of the heads are interleaved instead of concatenated head after head.
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    return np.ascontiguousarray(x.transpose(0, 2, 3, 1)).reshape(b, t, h * d)
