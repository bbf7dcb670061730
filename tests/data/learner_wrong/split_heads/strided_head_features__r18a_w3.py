# MISTAKE: wrong index map -- reshapes to (batch, seq, head_dim, heads), so head h gets the strided features h, h+H, h+2H, ... instead of the contiguous block [h*hd, (h+1)*hd).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("indivisible d_model")
    hd = d // num_heads
    return np.einsum("bsdh->bhsd", x.reshape(b, s, hd, num_heads)).copy()
