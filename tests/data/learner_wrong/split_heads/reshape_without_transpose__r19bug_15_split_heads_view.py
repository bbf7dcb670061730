# SOURCE: https://github.com/bentrevett/pytorch-seq2seq/issues/148
# BUG: Splitting heads with Q.view(batch_size, n_heads, -1, head_dim) directly instead of
#      Q.view(batch_size, -1, n_heads, head_dim).permute(0, 2, 1, 3): the row-major view mixes tokens
#      into heads.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, num_heads, t, d // num_heads).copy()   # no transpose (the proposed view)
