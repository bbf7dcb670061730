# Wrong: unpacks the shape as (batch, seq_len, num_heads, head_dim) although the input is (batch, num_heads, seq_len, head_dim), so the reshape gives (batch, num_heads, seq_len*head_dim); right only when num_heads == seq_len.
import numpy as np


def merge_heads(x):
    batch, seq_len, num_heads, head_dim = x.shape
    y = x.transpose(0, 2, 1, 3)
    return y.reshape(batch, seq_len, num_heads * head_dim)
