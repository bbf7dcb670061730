# mistake: stacks the heads on the LAST axis (b, s, head_dim, h) before reshaping: features interleaved across heads
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return np.stack([x[:, i] for i in range(h)], axis=-1).reshape(b, s, h * d)
