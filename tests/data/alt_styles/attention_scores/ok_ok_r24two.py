import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k have different d_k")
    return (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
