# MISTAKE: head h takes the STRIDED features x[b, t, h::num_heads] (interleaved) instead of the
# contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    out = np.empty((b, num_heads, s, hd), dtype=x.dtype)
    for bi in range(b):
        for h in range(num_heads):
            for t in range(s):
                out[bi, h, t, :] = x[bi, t, h::num_heads]
    return out
