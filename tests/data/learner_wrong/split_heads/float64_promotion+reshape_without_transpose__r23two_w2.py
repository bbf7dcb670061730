# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) without the intermediate (batch, seq_len, num_heads, head_dim) + transpose, so heads mix tokens.
# MISTAKE: The copy made "to avoid modifying x" uses np.array(x, dtype=float), so float32 input comes back as float64.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model {d} is not divisible by num_heads {num_heads}")
    x = np.array(x, dtype=float)
    return x.reshape(b, num_heads, t, d // num_heads)
