# MISTAKE: Takes the sequence length from x.shape[1] (num_heads) instead of x.shape[2], so the reshape gives the wrong shape / wrong grouping whenever num_heads != seq_len.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, seq_len = x.shape[0], x.shape[1]
    return x.transpose(0, 2, 1, 3).reshape(batch, seq_len, -1)
