# mistake: reshape with order="F" (column-major) before the transpose: head h gets the strided features h, h+H, ...
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    y = np.stack([x[b].reshape(seq_len, num_heads, hd, order="F") for b in range(batch)])
    return y.transpose(0, 2, 1, 3)
