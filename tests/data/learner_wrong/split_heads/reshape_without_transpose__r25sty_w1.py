# MISTAKE: reshapes straight to (batch, num_heads, seq_len, head_dim) without the intermediate (batch, seq, heads, head_dim) + transpose, so tokens are mixed into heads.
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads: raise ValueError("d_model % num_heads != 0")
    return x.reshape(b, num_heads, t, d // num_heads).copy()
