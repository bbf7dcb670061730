# MISTAKE: reshapes straight to (batch, num_heads, seq_len, head_dim) without going through (batch, seq_len, num_heads, head_dim) and moving the head axis -- heads get whole tokens mixed in.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, num_heads, s, d // num_heads)
