import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    heads = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(heads, axis=1)
