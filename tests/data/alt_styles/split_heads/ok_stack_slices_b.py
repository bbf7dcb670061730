import numpy as np


def split_heads(x, num_heads):
    d_model = x.shape[-1]
    if num_heads <= 0 or d_model % num_heads != 0:
        raise ValueError(f"cannot split {d_model} features into {num_heads} heads")
    hd = d_model // num_heads
    heads = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(heads, axis=1)
