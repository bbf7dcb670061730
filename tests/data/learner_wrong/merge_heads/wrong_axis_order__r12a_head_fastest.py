# Wrong: transposes to (batch, seq, head_dim, heads) before the reshape, so features are interleaved (head index fastest) instead of concatenating head 0's block, then head 1's, ...
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, s, h * d)
