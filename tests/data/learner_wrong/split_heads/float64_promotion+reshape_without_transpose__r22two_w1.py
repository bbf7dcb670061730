# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) with no transpose, which follows memory order and puts pieces of different tokens into one head.
# MISTAKE: np.asarray(x, dtype=np.float64) upcasts float32 input, so the dtype is not kept.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x, dtype=np.float64)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim)
