# CORRECT: reshape only the feature axis to (num_heads, head_dim), then swapaxes(1, 2); ValueError when indivisible.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    return np.swapaxes(x.reshape(batch, seq_len, num_heads, head_dim), 1, 2)
