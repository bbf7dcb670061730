# mistake: sums the heads: (batch, seq, head_dim)
import numpy as np


def merge_heads(x):
    return x.sum(axis=1)
