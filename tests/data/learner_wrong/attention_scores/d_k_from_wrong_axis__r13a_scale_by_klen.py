# WRONG: divides by sqrt of the last axis of the scores (k_len) instead of sqrt(d_k).
import math
import numpy as np


def attention_scores(q, k):
    s = q @ np.swapaxes(k, -1, -2)
    return (s / math.sqrt(s.shape[-1])).astype(q.dtype)
