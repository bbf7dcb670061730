# WRONG: divides by d_k instead of sqrt(d_k) (scores too small by a factor sqrt(d_k)); transpose and dtype are right.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -1, -2)) / d_k
