# MISTAKE: the heads of one batch element are concatenated along the token axis (axis=0, giving (heads*seq, head_dim)) and then reshaped to (seq, d_model), which regroups consecutive rows and mixes tokens.
import numpy as np


def _merge_one(sample):
    """sample: (heads, seq, head_dim) -> (seq, heads * head_dim)."""
    h, t, hd = sample.shape
    return np.concatenate(list(sample), axis=0).reshape(t, h * hd)


def merge_heads(x):
    x = np.asarray(x)
    return np.stack([_merge_one(s) for s in x], axis=0)
