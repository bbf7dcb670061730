# mistake: reshape(b, s, -1, num_heads) then transpose(0, 2, 1, 3): num_heads used as head_dim (right only when num_heads == head_dim... and even then the content is transposed)
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    return x.reshape(b, s, -1, num_heads).transpose(0, 2, 1, 3)
