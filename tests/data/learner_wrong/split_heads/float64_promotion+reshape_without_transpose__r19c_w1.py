# MISTAKE: (1) reshapes straight to (batch, num_heads, seq_len, head_dim) without moving the axis, mixing tokens into heads; (2) converts to float64 (np.array(x, dtype=float)), so float32 in gives float64 out.
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    return np.array(x, dtype=float).reshape(b, num_heads, t, d // num_heads)
