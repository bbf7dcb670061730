# MISTAKE: Reshapes straight to (batch, num_heads, seq_len, head_dim) without the intermediate (batch, seq_len, num_heads, head_dim) + transpose, so tokens get mixed into heads.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim).copy()
