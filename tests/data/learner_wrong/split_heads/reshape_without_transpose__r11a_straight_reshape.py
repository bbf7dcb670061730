# WRONG: reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose, mixing different tokens into one head.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, num_heads, s, d // num_heads)
