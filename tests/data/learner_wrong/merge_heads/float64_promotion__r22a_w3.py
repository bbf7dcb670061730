# MISTAKE: Builds the output with np.zeros(...) (default float64) and fills it head by head, so float32 inputs come back as float64.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, s, d = x.shape
    out = np.zeros((b, s, h * d))
    for i in range(h):
        out[:, :, i * d:(i + 1) * d] = x[:, i, :, :]
    return out
