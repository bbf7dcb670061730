# MISTAKE: the queries are pre-scaled in place (q *= 1/sqrt(d_k)), which modifies the caller's q array; the returned scores are right but the input is changed.
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same last-axis size")
    d_k = q.shape[-1]
    # scale q first (cheaper than scaling the q_len x k_len score matrix)
    q *= 1.0 / math.sqrt(d_k)
    return q @ np.swapaxes(k, -1, -2)
