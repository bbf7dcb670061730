# MISTAKE: Uses transpose(0, 2, 3, 1) (head axis moved to the end) before the reshape, so the features of the heads are interleaved (out[..., d*num_heads + h]) instead of concatenated head after head.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.transpose(0, 2, 3, 1).reshape(batch, seq_len, num_heads * head_dim)
