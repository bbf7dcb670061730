# MISTAKE: the feature axis is reshaped as (head_dim, num_heads) and the last axis moved forward, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"cannot split {d_model} features into {num_heads} heads")
    head_dim = d_model // num_heads
    return x.reshape(batch, seq_len, head_dim, num_heads).transpose(0, 3, 1, 2)
