import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    d_model = x.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    # one contiguous block of features per head, stacked on a new head axis
    blocks = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(blocks, axis=1)
