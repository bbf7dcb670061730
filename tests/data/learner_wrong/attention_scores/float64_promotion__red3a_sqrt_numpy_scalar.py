# mistake: divides by np.sqrt(d_k), a strong float64 scalar: float32 inputs come back float64
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return np.matmul(q, np.swapaxes(k, -2, -1)) / np.sqrt(q.shape[-1])
