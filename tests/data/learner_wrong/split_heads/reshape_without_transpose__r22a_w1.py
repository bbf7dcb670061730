# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose step, so a head receives consecutive chunks of the flat memory (pieces of different tokens) instead of its feature slice of every token.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    hd = d // num_heads
    return x.reshape(b, num_heads, s, hd)
