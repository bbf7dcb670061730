# mistake: transpose to (b, t, head_dim, heads) before reshaping (interleaves heads)
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, t, h * hd)
