# MISTAKE: a PyTorch-style .view port: x is reshaped straight to (batch, seq_len, d_model) without first moving the head axis behind the sequence axis, which mixes tokens.
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # like out.view(batch, seq_len, num_heads * head_dim) in PyTorch
    return np.reshape(x, (batch, seq_len, num_heads * head_dim))
