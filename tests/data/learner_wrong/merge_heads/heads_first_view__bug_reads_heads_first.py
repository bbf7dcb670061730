# Bug report: https://github.com/gazelle93/Transformer-Various-Positional-Encoding/issues/1
# The per-head output is viewed as (num_heads, batch, seq_len, head_dim) although it is laid out
# (batch, num_heads, ...): x.view(num_heads, batch, -1, head_dim) before the permute and reshape.
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    y = x.reshape(h, b, t, hd)              # BUG: reinterprets the memory heads-first
    return y.transpose(1, 2, 0, 3).reshape(b, t, h * hd)
