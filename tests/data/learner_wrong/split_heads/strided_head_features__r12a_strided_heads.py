# Wrong: reshapes the features as (head_dim, num_heads) and moves the last axis forward, so head h gets the strided features h, h+H, h+2H, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    return x.reshape(b, s, hd, num_heads).transpose(0, 3, 1, 2)
