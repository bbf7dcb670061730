"""Reference: merge (batch, num_heads, seq_len, head_dim) heads back into (batch, seq_len, d_model).

Multi-head attention (Vaswani et al. 2017, "Attention Is All You Need", §3.2.2) computes each head
with eq. 1, softmax(QK^T / sqrt(d_k)) V, then concatenates the heads, Concat(head_1, ..., head_h),
before the output projection W^O. For token t that means: its head_dim-vector from head 0, then
from head 1, and so on. This is the exact inverse of split_heads: move the head axis back behind
the sequence axis, then flatten (num_heads, head_dim) into one feature axis.
"""

import numpy as np


def merge_heads(x):
    """(batch, num_heads, seq_len, head_dim) -> (batch, seq_len, num_heads * head_dim)."""
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    x = x.transpose(0, 2, 1, 3)  # (batch, seq_len, num_heads, head_dim)
    return x.reshape(batch, seq_len, num_heads * head_dim)  # (batch, seq_len, d_model)
