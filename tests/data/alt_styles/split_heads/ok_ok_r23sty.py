import numpy as np


def split_heads(x, num_heads):
    # Slice the feature axis block by block and stack the blocks on a new head axis.
    x = np.asarray(x)
    d_model = x.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    blocks = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(blocks, axis=1)
