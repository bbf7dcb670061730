# SOURCE: https://github.com/ajhalthor/Transformer-Neural-Network/pull/4
# MISTAKE: The head axis is not moved back behind the sequence axis before the reshape, so token t of the output is built from consecutive rows of head 0 (several tokens of one head) instead of token t from every head.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch_size, num_heads, sequence_length, head_dim = x.shape
    values = x.reshape(batch_size, sequence_length, num_heads * head_dim)
    return np.array(values, dtype=x.dtype)
