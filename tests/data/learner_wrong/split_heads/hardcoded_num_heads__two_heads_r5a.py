# mistake: the number of heads hard-coded to 2 (the worked example's) instead of the num_heads argument
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    h = 2
    return x.reshape(batch, seq_len, h, d_model // h).transpose(0, 2, 1, 3)
