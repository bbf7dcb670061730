# MISTAKE: Reshapes straight to (batch, seq_len, num_heads*head_dim) without first moving the head axis behind the sequence axis, which mixes tokens.
# MISTAKE: Assigns x.shape = ... on the caller's array, so the input array itself is reshaped (input modified).
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    x.shape = (batch, seq_len, num_heads * head_dim)
    return x.copy()
