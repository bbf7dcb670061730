# mistake: splits the features as (head_dim, num_heads): head h gets features h, h+H, h+2H, ...
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, s, d // num_heads, num_heads).transpose(0, 3, 1, 2)
