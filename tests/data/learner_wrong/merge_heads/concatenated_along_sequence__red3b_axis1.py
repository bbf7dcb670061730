import numpy as np


def merge_heads(x):
    # mistake: concatenates the heads along the sequence axis (axis=1 of (batch, seq, hd) slices)
    return np.concatenate([x[:, h] for h in range(x.shape[1])], axis=1)
