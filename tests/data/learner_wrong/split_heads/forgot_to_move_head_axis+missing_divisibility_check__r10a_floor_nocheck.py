# Two mistakes: no divisibility check (floor head_dim silently drops trailing features instead of raising ValueError), and the head axis is never moved forward (returns (batch, seq_len, num_heads, head_dim)).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    return x[:, :, :hd * num_heads].reshape(b, t, num_heads, hd)
