# MISTAKE: Wrong transpose order (0, 2, 3, 1) -> (batch, seq, head_dim, heads) before the reshape, so the features of the heads are interleaved (feature-major) instead of concatenated head 0 first.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, s, d = x.shape
    return np.transpose(x, (0, 2, 3, 1)).reshape(b, s, h * d)
