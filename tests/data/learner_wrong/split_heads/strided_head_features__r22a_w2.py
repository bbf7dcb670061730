# MISTAKE: Reshapes the last axis as (head_dim, num_heads) and moves axis 3 forward, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    hd = d // num_heads
    return x.reshape(b, s, hd, num_heads).transpose(0, 3, 1, 2)
