# MISTAKE: the per-head blocks are concatenated along axis 1 (the sequence axis), giving shape (batch, num_heads*seq_len, head_dim) instead of (batch, seq_len, num_heads*head_dim).
import numpy as np


def merge_heads(x):
    pieces = [x[:, h] for h in range(x.shape[1])]
    return np.concatenate(pieces, axis=1)
