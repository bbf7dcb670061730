# MISTAKE: the feature axis is reshaped as (head_dim, num_heads) and then permuted, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d // num_heads
    return x.reshape(b, t, head_dim, num_heads).transpose(0, 3, 1, 2)
