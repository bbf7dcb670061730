# WRONG: output buffer np.zeros((b, s, h*d)) is float64 (float32 input comes back float64); and head i is written to out[..., i:i + d] (stride 1 instead of d), so the head slices overlap and the last features stay zero.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    out = np.zeros((b, s, h * d))
    for i in range(h):
        out[:, :, i:i + d] = x[:, i, :, :]
    return out
