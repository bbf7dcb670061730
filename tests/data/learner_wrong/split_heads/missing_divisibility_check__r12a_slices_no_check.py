# Wrong: no divisibility check -- slices head_dim = d_model // num_heads features per head and silently drops the leftover features instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    hd = x.shape[-1] // num_heads
    heads = [x[..., i * hd:(i + 1) * hd] for i in range(num_heads)]
    return np.stack(heads, axis=1)
