# mistake: floor-divides head_dim and truncates features instead of raising
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    x = x[..., : hd * num_heads]
    return x.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
