import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # (seq_len, batch, d_model): the sequence-first layout of older PyTorch code
    return x.transpose(2, 0, 1, 3).reshape(seq_len, batch, num_heads * head_dim)
