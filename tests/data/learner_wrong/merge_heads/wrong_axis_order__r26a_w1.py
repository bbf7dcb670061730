# MISTAKE: it transposes to (batch, seq, head_dim, num_heads) with transpose(0, 2, 3, 1), so the merged features are interleaved across heads instead of concatenated head by head.
import numpy as np


def merge_heads(x):
    batch, heads, seq, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(batch, seq, heads * hd)
