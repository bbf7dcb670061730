# WRONG: splits the feature axis as (head_dim, num_heads) and moves the last axis forward, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim); shape and check are right.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("bad num_heads")
    hd = d // num_heads
    return np.moveaxis(x.reshape(b, s, hd, num_heads), -1, 1)
