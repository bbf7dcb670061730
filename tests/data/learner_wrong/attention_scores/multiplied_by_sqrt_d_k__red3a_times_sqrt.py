# mistake: multiplies by sqrt(d_k) instead of dividing
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return (q @ np.swapaxes(k, -1, -2)) * np.float32(np.sqrt(q.shape[-1])).astype(q.dtype)
