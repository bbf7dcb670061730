# MISTAKE: reshapes (batch, seq, d_model) straight to (batch, heads, seq, head_dim) without the transpose -- mixes tokens into heads.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must divide evenly")
    return x.reshape(b, num_heads, s, d // num_heads)
