# MISTAKE: reshapes straight to (batch, seq_len, num_heads*head_dim) without first moving the head axis behind the sequence axis, which mixes tokens.
import numpy as np

def merge_heads(x):
    b, h, t, d = x.shape
    return x.reshape(b, t, h * d).copy()
