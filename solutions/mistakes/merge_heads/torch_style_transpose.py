import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # PyTorch's tensor.transpose(1, 2) swaps two axes; numpy's wants the full permutation -> ValueError
    return x.transpose(1, 2).reshape(batch, seq_len, num_heads * head_dim)
