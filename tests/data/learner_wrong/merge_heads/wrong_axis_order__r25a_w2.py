# MISTAKE: Wrong axis order in the transpose: (0, 2, 3, 1) puts head_dim before num_heads, so the features of the heads are interleaved instead of concatenated head by head.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    # (batch, heads, seq, dim) -> (batch, seq, ..., ...)
    y = np.transpose(x, (0, 2, 3, 1))
    return y.reshape(batch, seq_len, num_heads * head_dim)
