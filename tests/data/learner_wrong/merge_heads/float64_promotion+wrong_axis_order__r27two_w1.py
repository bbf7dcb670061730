# MISTAKE: head h is written to the strided columns h::num_heads instead of the contiguous block [h*head_dim, (h+1)*head_dim).
# MISTAKE: the output buffer is np.zeros with the default float64, so float32 input returns float64.
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    out = np.zeros((batch, seq_len, num_heads * head_dim))
    for h in range(num_heads):
        out[:, :, h::num_heads] = x[:, h]
    return out
