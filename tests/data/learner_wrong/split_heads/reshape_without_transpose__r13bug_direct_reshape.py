# URL: https://github.com/harvardnlp/annotated-transformer/issues/17
# Bug: the change proposed in the issue -- reshape straight to (batch, num_heads, seq_len, head_dim) (view(nbatches, h, -1, d_k)) with no transpose, which puts several tokens into one head.
import numpy as np


def split_heads(x, num_heads):
    b, t, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    return x.reshape(b, num_heads, t, d_model // num_heads).copy()
