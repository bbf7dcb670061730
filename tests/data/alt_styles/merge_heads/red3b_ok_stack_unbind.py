import numpy as np


def merge_heads(x):
    # concatenate per-head slices along the feature axis, head by head
    heads = [x[:, h, :, :] for h in range(x.shape[1])]
    return np.concatenate(heads, axis=-1)
