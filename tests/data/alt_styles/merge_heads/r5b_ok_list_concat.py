import numpy as np


def merge_heads(x):
    # iterate over the head axis: x.transpose(1, 0, 2, 3) yields (batch, seq_len, head_dim) per head
    return np.concatenate(list(np.moveaxis(x, 1, 0)), axis=-1)
