# SOURCE: https://github.com/lsdefine/attention-is-all-you-need-keras/issues/36
# MISTAKE: After reshaping to (batch, seq_len, num_heads, head_dim) it transposes with axes (2, 0, 1, 3), putting the head axis in front of the batch axis, so it returns shape (num_heads, batch, seq_len, head_dim) instead of (batch, num_heads, seq_len, head_dim).
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    x4 = np.reshape(x, (batch, seq_len, num_heads, head_dim))
    # heads to the front so every head can be processed as one block
    return np.transpose(x4, (2, 0, 1, 3)).copy()
