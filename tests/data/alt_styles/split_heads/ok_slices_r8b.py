import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if num_heads < 1 or d_model % num_heads:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    return np.stack([x[:, :, i * hd:(i + 1) * hd] for i in range(num_heads)], axis=1)
