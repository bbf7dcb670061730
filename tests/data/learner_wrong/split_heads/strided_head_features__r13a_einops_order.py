# WRONG: reshapes the feature axis as (head_dim, num_heads) instead of (num_heads, head_dim) — einops 'b s (d h) -> b h s d' instead of '(h d)' — so head h gets the strided features h, h+H, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, s, d // num_heads, num_heads).transpose(0, 3, 1, 2)
