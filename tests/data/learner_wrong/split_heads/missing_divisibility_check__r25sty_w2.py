# MISTAKE: no divisibility check: head_dim = d_model // num_heads and the leftover features x[..., num_heads*head_dim:] are silently dropped instead of raising ValueError.
import numpy as np
from functools import reduce


def split_heads(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    steps = (
        lambda a: a[..., : num_heads * hd],
        lambda a: a.reshape(b, t, num_heads, hd),
        lambda a: a.transpose(0, 2, 1, 3),
        np.ascontiguousarray,
    )
    return reduce(lambda acc, f: f(acc), steps, x)
