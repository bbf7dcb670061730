# Bug report: https://github.com/jadore801120/attention-is-all-you-need-pytorch/issues/120
# q.view(b, t, h, d).permute(2, 0, 1, 3): the head axis is moved in front of the BATCH axis,
# giving (num_heads, batch, seq_len, head_dim) instead of (batch, num_heads, seq_len, head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    return x.reshape(b, t, num_heads, d // num_heads).transpose(2, 0, 1, 3).copy()
