# mistake: np.empty default float64 output
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    out = np.empty((b, t, h * hd))
    for i in range(h):
        out[:, :, i * hd:(i + 1) * hd] = x[:, i]
    return out
