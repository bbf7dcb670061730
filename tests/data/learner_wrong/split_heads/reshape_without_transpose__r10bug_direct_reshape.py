# URL: https://github.com/hyunwoongko/transformer/issues/15
# Bug: reshapes (batch, seq, d_model) straight to (batch, num_heads, seq, head_dim) without the transpose, mixing tokens into heads.
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    return x.reshape(b, num_heads, t, d // num_heads).copy()
