# Reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose: mixes tokens into heads (right only when num_heads == 1 or seq_len == 1).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("not divisible")
    return x.reshape(b, num_heads, t, d // num_heads)
