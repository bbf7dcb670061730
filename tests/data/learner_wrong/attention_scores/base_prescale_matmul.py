import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    scale = np.asarray(1.0 / math.sqrt(d_k), dtype=q.dtype)
    return (q * scale) @ np.swapaxes(k, -1, -2)
