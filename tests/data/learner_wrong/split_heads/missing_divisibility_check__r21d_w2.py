# MISTAKE: missing guard: no divisibility check; head_dim = d_model // num_heads silently drops the trailing features (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    B, T, D = x.shape
    hd = D // num_heads
    out = np.empty((B, num_heads, T, hd), dtype=x.dtype)
    for b in range(B):
        for h in range(num_heads):
            for t in range(T):
                for i in range(hd):
                    out[b, h, t, i] = x[b, t, h * hd + i]
    return out
