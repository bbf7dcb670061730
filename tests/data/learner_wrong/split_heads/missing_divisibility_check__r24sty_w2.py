# MISTAKE: there is no divisibility check: head_dim = d_model // num_heads is floored and the slices silently drop the leftover features instead of raising ValueError.
import numpy as np


def _head_slices(x, num_heads):
    head_dim = x.shape[-1] // num_heads
    for h in range(num_heads):
        yield x[..., h * head_dim:(h + 1) * head_dim]


def split_heads(x, num_heads):
    x = np.asarray(x)
    return np.stack(list(_head_slices(x, num_heads)), axis=1)
