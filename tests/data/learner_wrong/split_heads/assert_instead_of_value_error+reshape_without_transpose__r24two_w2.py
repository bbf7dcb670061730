# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) without first splitting the feature axis and transposing, so one head receives pieces of different tokens.
# MISTAKE: The divisibility check is an assert, so an indivisible d_model raises AssertionError instead of ValueError.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    assert d_model % num_heads == 0, "d_model must be divisible by num_heads"
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim)
