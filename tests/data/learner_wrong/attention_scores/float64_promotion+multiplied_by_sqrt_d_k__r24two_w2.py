# MISTAKE: Multiplies the dot products by sqrt(d_k) instead of dividing by it.
# MISTAKE: The factor np.sqrt(d_k) is a float64 numpy scalar, so float32 inputs come back as float64 (dtype not kept).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last axis")
    scale = np.sqrt(d_k)
    return (q @ np.swapaxes(k, -1, -2)) * scale
