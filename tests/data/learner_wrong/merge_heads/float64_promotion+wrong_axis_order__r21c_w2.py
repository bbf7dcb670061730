# MISTAKE: (1) wrong index map: feature j of head h goes to column j*H + h (heads interleaved) instead of
#          h*head_dim + j; (2) the output buffer is np.empty with default float64, so float32 -> float64.
import numpy as np


def merge_heads(x):
    b, H, t, hd = x.shape
    out = np.empty((b, t, H * hd))
    for h in range(H):
        for j in range(hd):
            out[:, :, j * H + h] = x[:, h, :, j]
    return out
