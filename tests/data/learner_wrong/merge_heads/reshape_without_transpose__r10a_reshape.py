# Reshapes (batch, num_heads, seq_len, head_dim) straight to (batch, seq_len, d_model) without moving the head axis back: mixes tokens.
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return x.reshape(b, t, h * hd)
