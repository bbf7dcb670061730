# MISTAKE: index map wrong: head h takes the strided features h, h+num_heads, h+2*num_heads, ... (x[..., h::num_heads]) instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    if x.shape[-1] % num_heads != 0:
        raise ValueError("not divisible")
    return np.stack([x[:, :, h::num_heads] for h in range(num_heads)], axis=1)
