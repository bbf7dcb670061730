# MISTAKE: Reshapes straight to (batch, seq_len, num_heads * head_dim) without first moving the head axis behind the sequence axis, which mixes tokens.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.reshape(batch, seq_len, num_heads * head_dim).copy()
