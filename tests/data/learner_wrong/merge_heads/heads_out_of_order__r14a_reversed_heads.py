# Wrong: concatenates the heads in reverse order (head h-1 first), so feature block i holds head h-1-i.
import numpy as np


def merge_heads(x):
    h = x.shape[1]
    return np.concatenate([x[:, i] for i in range(h - 1, -1, -1)], axis=-1)
