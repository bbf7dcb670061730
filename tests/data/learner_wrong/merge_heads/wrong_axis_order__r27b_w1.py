# MISTAKE: transposes with (0, 2, 3, 1), putting head_dim before num_heads, so the merged features are interleaved across heads instead of head 0's block followed by head 1's block.
import numpy as np


def merge_heads(x):
    batch, heads, seq, hd = x.shape
    y = x.transpose(0, 2, 3, 1)
    return y.reshape(batch, seq, heads * hd)
