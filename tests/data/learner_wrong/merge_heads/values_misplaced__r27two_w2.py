# MISTAKE: the axes are permuted as (0, 2, 3, 1), putting head_dim before num_heads, so the features of different heads are interleaved instead of concatenated.
# MISTAKE: the shape is unpacked as (b, s, h, d) although the input is (batch, num_heads, seq_len, head_dim), so the final reshape gives shape (batch, num_heads, seq_len * head_dim) whenever num_heads != seq_len.
import numpy as np


def merge_heads(x):
    b, s, h, d = x.shape
    y = x.transpose(0, 2, 3, 1)
    return y.reshape(b, s, h * d)
