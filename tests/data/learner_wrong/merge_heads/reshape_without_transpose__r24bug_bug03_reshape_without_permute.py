# SOURCE: https://github.com/ajhalthor/Transformer-Neural-Network/issues/1
# MISTAKE: the per-head values (batch, heads, seq, head_dim) are reshaped straight to (batch, seq, heads*head_dim)
#          without first permuting the head and sequence axes, so a "token" row is built from several tokens of one head.
import numpy as np


def merge_heads(x):
    batch_size, num_heads, seq_len, head_dim = x.shape
    values = x.reshape(batch_size, seq_len, num_heads * head_dim)
    return values.copy()
