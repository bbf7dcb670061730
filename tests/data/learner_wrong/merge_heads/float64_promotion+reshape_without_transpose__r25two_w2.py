# MISTAKE: Reshapes straight from (batch, heads, seq, head_dim) to (batch, seq, heads*head_dim) without moving the head axis back first, which mixes tokens.
# MISTAKE: Copies the input with np.array(x, dtype=float), so float32 inputs return float64.
import numpy as np


def merge_heads(x):
    x = np.array(x, dtype=float)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.reshape(batch, seq_len, num_heads * head_dim)
