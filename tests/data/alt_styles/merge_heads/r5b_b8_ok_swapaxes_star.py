import numpy as np


def merge_heads(x):
    y = np.swapaxes(x, 1, 2)           # (batch, seq_len, num_heads, head_dim)
    return y.reshape(*y.shape[:2], -1)
