# MISTAKE: PyTorch .view habit: x is reshaped straight to (batch, num_heads, seq_len, head_dim) with no transpose, which follows memory order and puts different tokens into one head.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim)
