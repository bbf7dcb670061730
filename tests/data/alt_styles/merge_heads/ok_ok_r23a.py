import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.transpose(0, 2, 1, 3).reshape(batch, seq_len, num_heads * head_dim)
