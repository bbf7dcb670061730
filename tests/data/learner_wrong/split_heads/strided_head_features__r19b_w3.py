# MISTAKE: wrong index map -- reshapes to (batch, seq, head_dim, heads) and moves the LAST axis forward, so head h gets the strided features h, h+H, h+2H, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("indivisible")
    hd = D // num_heads
    y = x.reshape(B, T, hd, num_heads)
    return np.ascontiguousarray(np.moveaxis(y, 3, 1).transpose(0, 1, 2, 3))
