# MISTAKE: the output buffer is np.zeros with the default float64 dtype, so float32 input gives float64 output.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    out = np.zeros((b, s, h * d))
    for head in range(h):
        out[:, :, head * d:(head + 1) * d] = x[:, head, :, :]
    return out
