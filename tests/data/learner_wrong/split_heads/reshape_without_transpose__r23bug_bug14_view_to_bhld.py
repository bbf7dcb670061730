# SOURCE: https://github.com/zhouhaoyi/Informer2020/issues/59
# MISTAKE: Changes (batch, seq_len, d_model) into (batch, num_heads, seq_len, head_dim) with a single reshape (queries.view(B, H, L, -1)) instead of reshaping to (batch, seq_len, num_heads, head_dim) and then swapping the head and sequence axes, so different tokens land in one head.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    return x.reshape(batch, num_heads, seq_len, head_dim).copy()
