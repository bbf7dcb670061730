# mistake: fills np.zeros(...) without a dtype in loops: float32 in -> float64 out (values right)
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    out = np.zeros((batch, num_heads, seq_len, head_dim))
    for h in range(num_heads):
        out[:, h] = x[:, :, h * head_dim:(h + 1) * head_dim]
    return out
