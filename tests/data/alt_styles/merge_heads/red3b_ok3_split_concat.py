import numpy as np


def merge_heads(x):
    parts = np.split(x, x.shape[1], axis=1)          # num_heads arrays (batch, 1, seq, hd)
    return np.concatenate([p[:, 0] for p in parts], axis=2)
