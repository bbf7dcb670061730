# Wrong: fills a np.zeros buffer (float64 by default), so float32 heads come back float64; the placement of every head is right.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    out = np.zeros((b, s, h * d))
    for head in range(h):
        out[:, :, head * d:(head + 1) * d] = x[:, head, :, :]
    return out
