# mistakes: reshapes straight to (batch, num_heads, seq_len, head_dim) AND drops leftover features instead of raising ValueError
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    return x[:, :, : hd * num_heads].reshape(b, num_heads, s, hd)
