# correct: slice the feature axis per head and stack the slices on a new head axis
import numpy as np

def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    return np.stack([x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)], axis=1).astype(x.dtype)
