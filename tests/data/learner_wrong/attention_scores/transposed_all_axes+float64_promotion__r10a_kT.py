# Uses k.T (reverses all axes, batch axes too) instead of swapping the last two: wrong or raises for >2-D inputs; also float32 / np.sqrt(int) (np.float64) gives float64 out for float32 in.
import numpy as np


def attention_scores(q, k):
    return q @ k.T / np.sqrt(q.shape[-1])
