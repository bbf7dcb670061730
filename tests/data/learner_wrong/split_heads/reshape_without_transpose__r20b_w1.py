# MISTAKE: reshapes straight to (batch, num_heads, seq_len, head_dim) without the intermediate (batch, seq, heads, head_dim) + transpose -- mixes tokens into heads.
import numpy as np


def split_heads(x, num_heads):
    batch, seq, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(batch, num_heads, seq, d_model // num_heads)
