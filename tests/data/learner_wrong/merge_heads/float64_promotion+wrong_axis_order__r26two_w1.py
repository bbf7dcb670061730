# MISTAKE: the output buffer is np.zeros with the default float64 dtype, so float32 input gives float64 output.
# MISTAKE: head i is written into the strided columns out[:, :, i::num_heads] (interleaved) instead of the contiguous block [i*head_dim, (i+1)*head_dim).
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    out = np.zeros((batch, seq_len, num_heads * head_dim))
    for i in range(num_heads):
        out[:, :, i::num_heads] = x[:, i, :, :]
    return out
