# WRONG: plain reshape to (batch, seq_len, num_heads*head_dim) without moving the head axis back first, mixing tokens.
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return x.reshape(b, s, h * hd)
