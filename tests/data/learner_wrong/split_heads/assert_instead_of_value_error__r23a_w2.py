# MISTAKE: Checks divisibility with an assert, so an indivisible d_model raises AssertionError (or nothing under python -O) instead of ValueError.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    assert d_model % num_heads == 0, "d_model must be divisible by num_heads"
    head_dim = d_model // num_heads
    return x.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)
