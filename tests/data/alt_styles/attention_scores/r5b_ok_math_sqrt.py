import math

import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    return np.matmul(q, k.swapaxes(-2, -1)) * (1.0 / math.sqrt(q.shape[-1]))
