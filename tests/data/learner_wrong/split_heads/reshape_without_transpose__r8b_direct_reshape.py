# Wrong: reshapes straight to (batch, num_heads, seq_len, head_dim) with no transpose, so heads hold consecutive chunks of the flattened (seq_len*d_model) memory and mix tokens. The ValueError check is right.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, num_heads, t, d // num_heads)
