# MISTAKE: the feature axis is reshaped to (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the strided features h, h + num_heads, ... rather than the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    return x.reshape(batch, seq_len, head_dim, num_heads).transpose(0, 3, 1, 2).copy()
