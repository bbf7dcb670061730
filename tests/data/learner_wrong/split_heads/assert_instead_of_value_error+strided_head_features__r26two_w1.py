# MISTAKE: the feature axis is reshaped to (head_dim, num_heads) and the last axis moved forward, so head h gets the strided features h, h + num_heads, ... instead of a contiguous block.
# MISTAKE: divisibility is checked with assert, which raises AssertionError instead of ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    assert d_model % num_heads == 0, "d_model must be divisible by num_heads"
    head_dim = d_model // num_heads
    return x.reshape(batch, seq_len, head_dim, num_heads).transpose(0, 3, 1, 2)
