# MISTAKE: The feature axis is reshaped as (head_dim, num_heads) and then permuted with einsum, so head h gets the strided features h, h + num_heads, h + 2*num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = np.shape(x)
    if d % num_heads != 0:
        raise ValueError(f"{d} features cannot be split into {num_heads} heads")
    hd = d // num_heads
    grouped = np.reshape(x, (b, s, hd, num_heads))
    return np.ascontiguousarray(np.einsum("bsdh->bhsd", grouped))
