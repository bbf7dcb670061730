import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # (batch, seq_len, head_dim, num_heads): the features of the heads end up interleaved
    return x.transpose(0, 2, 3, 1).reshape(batch, seq_len, num_heads * head_dim)
