# mistake: treats num_heads as head_dim (blocks of num_heads features)
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    head_dim = num_heads
    h = d // head_dim
    return x.reshape(b, s, h, head_dim).transpose(0, 2, 1, 3)
