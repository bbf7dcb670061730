# MISTAKE: reshapes straight to (batch, num_heads, seq_len, head_dim) without the (batch, seq, heads, head_dim) step + transpose -- mixes tokens into heads.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(batch, num_heads, seq_len, d_model // num_heads)
