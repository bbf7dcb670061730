# Wrong: reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim) without moving the head axis back: mixes tokens.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return x.reshape(b, s, h * d)
