# WRONG: splits the last axis as (head_dim, num_heads) instead of (num_heads, head_dim) -- einops '(d h)' for '(h d)' -- so head h gets features h, h+H, h+2H, ...
import numpy as np

def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    return x.reshape(b, s, hd, num_heads).transpose(0, 3, 1, 2)
