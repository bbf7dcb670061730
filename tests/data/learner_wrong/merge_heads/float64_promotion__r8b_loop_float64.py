# Wrong: the loop fills an np.zeros buffer created with the default dtype float64, so float32 input comes back float64. The index map is right.
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    out = np.zeros((b, t, h * d))
    for head in range(h):
        for tok in range(t):
            out[:, tok, head * d:(head + 1) * d] = x[:, head, tok, :]
    return out
