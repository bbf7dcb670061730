# MISTAKE: when d_model is not divisible by num_heads the extra features are silently dropped (x[..., :num_heads*head_dim]) instead of raising ValueError.
# MISTAKE: the transpose order (0, 2, 3, 1) returns shape (batch, num_heads, head_dim, seq_len) instead of (batch, num_heads, seq_len, head_dim).
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    x = x[..., : num_heads * head_dim]
    x = x.reshape(batch, seq_len, num_heads, head_dim)
    return np.transpose(x, (0, 2, 3, 1))
