# MISTAKE: there is no divisibility check; head_dim = d_model // num_heads and the slices silently drop the leftover features instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    head_dim = x.shape[-1] // num_heads
    heads = [x[:, :, h * head_dim:(h + 1) * head_dim] for h in range(num_heads)]
    return np.stack(heads, axis=1)
