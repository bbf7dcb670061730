import numpy as np


def split_heads(x, num_heads):
    B, T, D = x.shape
    if num_heads < 1 or D % num_heads != 0:
        raise ValueError("d_model %d is not divisible by num_heads %d" % (D, num_heads))
    hd = D // num_heads
    out = np.empty((B, num_heads, T, hd), dtype=x.dtype)   # preallocate, then fill
    for b in range(B):
        for h in range(num_heads):
            for t in range(T):
                for f in range(hd):
                    out[b, h, t, f] = x[b, t, h * hd + f]
    return out
