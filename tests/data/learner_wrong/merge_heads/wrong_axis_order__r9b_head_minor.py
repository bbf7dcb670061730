# WRONG: moves the head axis to the end, (batch, seq, head_dim, heads), before reshaping, so features are interleaved (out[..., j*heads + h] = head h feature j) instead of head blocks in order; shape is right.
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return np.transpose(x, (0, 2, 3, 1)).reshape(b, s, h * hd)
