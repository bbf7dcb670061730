# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose, which follows memory order and puts pieces of different tokens into one head.
# MISTAKE: When d_model is not divisible by num_heads the trailing features are silently dropped (x[..., :num_heads * head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    x = x[..., : num_heads * head_dim]
    return x.reshape(batch, num_heads, seq_len, head_dim)
