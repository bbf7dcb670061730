# MISTAKE: Reshapes by assigning x.shape = (...) on the caller's array instead of calling reshape, so the input x is left with shape (batch, seq_len, num_heads, head_dim) after the call.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    x.shape = (batch, seq_len, num_heads, head_dim)  # no copy
    return x.transpose(0, 2, 1, 3)
