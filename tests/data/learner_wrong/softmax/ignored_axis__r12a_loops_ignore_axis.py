# Wrong: loops over the rows of x.reshape(-1, x.shape[-1]) and always normalises over the LAST axis, ignoring the `axis` argument (axis=0, 1, -2 give a last-axis softmax).
import math
import numpy as np


def softmax(x, axis=-1):
    flat = x.reshape(-1, x.shape[-1])
    out = np.zeros_like(flat)
    for r in range(flat.shape[0]):
        row = flat[r]
        m = max(row)
        if m == -math.inf:
            continue
        ex = [math.exp(v - m) for v in row]
        s = sum(ex)
        for c in range(len(row)):
            out[r, c] = ex[c] / s
    return out.reshape(x.shape)
