# mistake: reshapes the last axis to (head_dim, num_heads) then moves the heads forward: right shape, head h gets the strided features h, h+H, h+2H, ...
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, s, d // num_heads, num_heads).transpose(0, 3, 1, 2)
