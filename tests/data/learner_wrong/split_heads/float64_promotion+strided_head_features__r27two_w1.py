# MISTAKE: the feature axis is reshaped as (head_dim, num_heads) and the last axis is taken as the head, so head h gets the strided features h, h + num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
# MISTAKE: x is converted with dtype=float (float64), so float32 input returns float64.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x, dtype=float)
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    return x.reshape(b, t, hd, num_heads).transpose(0, 3, 1, 2)
