# CORRECT: reshape the feature axis to (num_heads, head_dim) and swap the sequence and head axes.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    return x.reshape(batch, seq_len, num_heads, head_dim).swapaxes(1, 2).copy()
