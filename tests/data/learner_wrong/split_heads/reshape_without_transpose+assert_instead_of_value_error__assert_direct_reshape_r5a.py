# mistakes: reshapes straight to (batch, num_heads, seq_len, head_dim) (mixes tokens into heads) AND checks divisibility with assert (AssertionError, not ValueError)
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    assert d_model % num_heads == 0, "d_model must divide"
    return x.reshape(batch, num_heads, seq_len, d_model // num_heads)
