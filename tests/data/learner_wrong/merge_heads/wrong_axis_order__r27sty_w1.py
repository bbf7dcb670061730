# MISTAKE: the head axis is moved to the very end, giving (batch, seq_len, head_dim, num_heads) before the reshape, so features come out interleaved across heads instead of head 0's block, then head 1's block, ...
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return np.moveaxis(x, 1, -1).reshape(b, s, h * hd)
