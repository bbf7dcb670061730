# MISTAKE: (1) reshapes straight to (batch, num_heads, seq_len, head_dim), mixing tokens into heads;
#          (2) no divisibility check: features beyond num_heads * (d_model // num_heads) are silently dropped.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    x = x[..., : num_heads * head_dim]
    return np.reshape(x, (batch, num_heads, seq_len, head_dim))
