# MISTAKE: when d_model is not divisible by num_heads the extra features are cut off (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    if head_dim == 0:
        raise ValueError("more heads than features")
    usable = x[..., : num_heads * head_dim]
    return usable.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)
