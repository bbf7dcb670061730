# MISTAKE: reshapes the features as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the strided features h, h + num_heads, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    y = x.reshape(batch, seq_len, head_dim, num_heads)
    return np.einsum("btdh->bhtd", y).copy()
