import numpy as np

# head h takes every num_heads-th feature (interleaved) instead of a contiguous block
def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError
    return x.reshape(b, t, d // num_heads, num_heads).transpose(0, 3, 1, 2)
