# MISTAKE: (1) uses k.T, which reverses ALL axes (batch/head axes too), instead of swapping only the last two -- wrong/crashes for batched input; (2) converts q and k to float64 with np.asarray(..., dtype=float), so float32 input comes back float64.
import math
import numpy as np


def _dk(q):
    return q.shape[-1]


def attention_scores(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    return np.matmul(q, k.T) / math.sqrt(_dk(q))
