# Wrong: reshapes (batch, num_heads, seq_len, head_dim) straight to (batch, seq_len, num_heads*head_dim) without moving the head axis back, so tokens get mixed (right shape, wrong content when num_heads > 1 and seq_len > 1).
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    return x.reshape(b, t, h * d)
