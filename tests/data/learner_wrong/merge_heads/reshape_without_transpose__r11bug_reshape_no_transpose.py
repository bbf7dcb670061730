# URL: https://github.com/vitrioil/Speech-Separation/issues/4
# Bug: reshapes (batch, heads, seq, hd) straight to (batch, seq, heads*hd) without moving the head axis back first: mixes tokens.
import numpy as np

def merge_heads(x):
    b, h, t, hd = x.shape
    return x.reshape(b, t, h * hd)
