# https://github.com/xieenze/Trans2Seg/issues/4
# Bug: reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim) without moving the head axis back first (mixes tokens).
import numpy as np

def merge_heads(x):
    b, h, t, d = x.shape
    return x.reshape(b, t, h * d)
