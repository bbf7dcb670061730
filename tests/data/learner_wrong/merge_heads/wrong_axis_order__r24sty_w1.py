# MISTAKE: np.moveaxis(x, 1, -1) moves the head axis to the END, giving (batch, seq, head_dim, heads), so after the reshape the features are interleaved across heads instead of head 0's block, then head 1's block, ...
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, t, hd = x.shape
    per_token = np.moveaxis(x, 1, -1)
    return per_token.reshape(b, t, h * hd)
