# Wrong index map: transposes to (batch, seq_len, head_dim, num_heads) before reshaping, so features are interleaved across heads instead of head blocks in order.
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return np.transpose(x, (0, 2, 3, 1)).reshape(b, t, h * hd)
