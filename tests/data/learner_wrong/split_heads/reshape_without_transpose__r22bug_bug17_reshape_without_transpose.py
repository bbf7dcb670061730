# SOURCE: https://github.com/Modalities/modalities/pull/115
# MISTAKE: Reshapes (batch, seq_len, d_model) straight to (batch, num_heads, seq_len, head_dim) instead of reshaping to (batch, seq_len, num_heads, head_dim) and moving the head axis forward, so each "head" holds chunks of several different tokens (embeddings of different tokens are mixed) whenever seq_len > 1 and num_heads > 1.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim).copy()
