# WRONG: reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim) without moving the head axis back, so tokens are mixed (each output row is consecutive memory of head 0, then head 1 ...).
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return x.reshape(b, s, h * hd)
