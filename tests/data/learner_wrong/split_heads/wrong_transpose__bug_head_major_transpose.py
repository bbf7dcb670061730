# https://github.com/lsdefine/attention-is-all-you-need-keras/issues/36
# transpose(x, [2, 0, 1, 3]) puts the head axis before the batch axis, then the result is reshaped
# into the expected (batch, heads, seq, head_dim) shape: with batch > 1 and heads > 1 batches and
# heads are interleaved (sample_0_head_0, sample_1_head_0, ...).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    y = x.reshape(b, s, num_heads, hd)
    y = np.transpose(y, [2, 0, 1, 3])                       # (heads, batch, seq, hd)
    return y.reshape(b, num_heads, s, hd).copy()
