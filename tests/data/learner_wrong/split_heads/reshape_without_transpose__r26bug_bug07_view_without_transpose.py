# SOURCE: https://github.com/reczoo/FuxiCTR/issues/30
# MISTAKE: The input is reshaped straight to (batch, num_heads, seq_len, head_dim) with no transpose, so a head receives consecutive chunks of memory that mix different tokens instead of one feature slice of every token.
import numpy as np


def split_heads(x, num_heads):
    batch_size, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    attention_dim = d_model // num_heads
    return x.reshape(batch_size, num_heads, -1, attention_dim).copy()
