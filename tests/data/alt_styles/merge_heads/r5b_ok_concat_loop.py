import numpy as np


def merge_heads(x):
    parts = [x[:, h, :, :] for h in range(x.shape[1])]
    return np.concatenate(parts, axis=-1)
