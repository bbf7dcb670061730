# MISTAKE: wrong scale -- divides by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return q @ np.swapaxes(k, -1, -2) / d_k
