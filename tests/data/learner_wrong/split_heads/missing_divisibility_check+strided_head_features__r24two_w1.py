# MISTAKE: Reshapes the features as (head_dim, num_heads) and moves the last axis forward, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block.
# MISTAKE: When d_model is not divisible by num_heads the extra features are silently cut off instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    x = x[..., : num_heads * head_dim]
    x = x.reshape(batch, seq_len, head_dim, num_heads)
    return np.transpose(x, (0, 3, 1, 2))
