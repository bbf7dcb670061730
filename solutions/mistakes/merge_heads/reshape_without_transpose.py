import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # flattens in memory order (head, token, feature): tokens get mixed across heads
    return x.reshape(batch, seq_len, num_heads * head_dim)
