# MISTAKE: the output buffer is allocated with np.empty(...) without dtype=x.dtype, so it is float64 and float32 inputs come back upcast to float64.
import numpy as np


def merge_heads(x):
    if x.ndim != 4:
        raise ValueError("expected (batch, num_heads, seq_len, head_dim)")
    batch, num_heads, seq_len, head_dim = x.shape
    out = np.empty((batch, seq_len, num_heads * head_dim))
    for h in range(num_heads):
        out[:, :, h * head_dim:(h + 1) * head_dim] = x[:, h, :, :]
    return out
