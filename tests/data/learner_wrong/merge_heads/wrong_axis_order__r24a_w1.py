# MISTAKE: the axes are permuted with (0, 2, 3, 1) instead of (0, 2, 1, 3), so after the reshape the features of the heads are interleaved (feature 0 of every head, then feature 1, ...) instead of concatenated head by head.
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    return x.transpose(0, 2, 3, 1).reshape(batch, seq_len, num_heads * head_dim)
