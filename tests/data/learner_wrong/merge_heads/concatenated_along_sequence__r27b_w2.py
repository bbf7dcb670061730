# MISTAKE: the per-head arrays are concatenated along the sequence axis (axis=1) instead of the feature axis, giving shape (batch, num_heads * seq_len, head_dim).
import numpy as np


def merge_heads(x):
    parts = [x[:, h, :, :] for h in range(x.shape[1])]
    return np.concatenate(parts, axis=1)
