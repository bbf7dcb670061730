# MISTAKE: wrong index map -- reshapes the features as (head_dim, num_heads) and transposes, so head h gets the strided features h, h+H, h+2H, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    return np.einsum("btdh->bhtd", x.reshape(B, T, hd, num_heads))
