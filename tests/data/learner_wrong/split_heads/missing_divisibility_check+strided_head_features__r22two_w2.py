# MISTAKE: Reshapes the features as (head_dim, num_heads) and then transposes, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
# MISTAKE: When d_model is not divisible by num_heads it silently drops the trailing features instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim = d_model // num_heads
    x = x[..., :head_dim * num_heads]
    out = x.reshape(batch, seq_len, head_dim, num_heads)
    return np.transpose(out, (0, 3, 1, 2))
