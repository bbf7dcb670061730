"""Reference: split a (batch, seq_len, d_model) array into heads.

Multi-head attention (Vaswani et al. 2017, "Attention Is All You Need", §3.2.2) runs h attention
functions in parallel, each on its own d_model / h slice of the projected features, and applies
eq. 1, softmax(QK^T / sqrt(d_k)) V, per head with d_k = d_model / h. Head h takes features
[h * head_dim, (h + 1) * head_dim) of every token. To give each head a (seq_len, head_dim) matrix:
reshape the feature axis into (num_heads, head_dim), then move the head axis before the sequence.
"""

import numpy as np


def split_heads(x, num_heads):
    """(batch, seq_len, d_model) -> (batch, num_heads, seq_len, head_dim)."""
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    x = x.reshape(batch, seq_len, num_heads, head_dim)  # (batch, seq_len, num_heads, head_dim)
    return x.transpose(0, 2, 1, 3)  # (batch, num_heads, seq_len, head_dim)
