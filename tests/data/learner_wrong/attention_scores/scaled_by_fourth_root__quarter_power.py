import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("x")
    return (q @ np.swapaxes(k, -1, -2)) / q.shape[-1] ** 0.25
