import numpy as np


def merge_heads(x):
    B, H, T, Dh = x.shape
    out = np.empty((B, T, H * Dh), dtype=x.dtype)   # preallocated, filled like C
    for b in range(B):
        for t in range(T):
            for h in range(H):
                out[b, t, h * Dh:(h + 1) * Dh] = x[b, h, t, :]
    return out
