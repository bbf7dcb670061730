# CORRECT: swapaxes(1, 2) to (batch, seq, heads, head_dim) then reshape to (batch, seq, heads*head_dim).
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, s, d = x.shape
    return np.swapaxes(x, 1, 2).reshape(b, s, h * d)
