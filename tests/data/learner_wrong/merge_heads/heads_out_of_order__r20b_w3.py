# MISTAKE: concatenates the heads in reverse order (last head first) instead of head 0 first.
import numpy as np


def merge_heads(x):
    num_heads = x.shape[1]
    parts = []
    for h in reversed(range(num_heads)):
        parts.append(x[:, h, :, :])
    return np.concatenate(parts, axis=-1)
