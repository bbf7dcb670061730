"""Correct: explicit loops over batch, heads and positions."""
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    out = np.empty((b, num_heads, t, hd), dtype=x.dtype)
    for i in range(b):
        for h in range(num_heads):
            for s in range(t):
                out[i, h, s] = x[i, s, h * hd:(h + 1) * hd]
    return out
