import numpy as np


def split_heads(x, num_heads):
    d_model = x.shape[-1]
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    return np.stack([x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)], axis=1)
