# MISTAKE: Reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim) without first moving the head axis behind the sequence axis, which mixes tokens.
# MISTAKE: The result is passed through .astype(float), so float32 input comes back as float64.
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return x.reshape(b, t, h * hd).astype(float)
