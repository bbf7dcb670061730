# two mistakes: straight reshape to (batch, heads, seq, head_dim) and floor division instead of a ValueError
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    return x[..., : num_heads * hd].reshape(b, num_heads, s, hd)
