# MISTAKE: Scales by sqrt(k.shape[-2]) (the number of keys, k_len) instead of sqrt(d_k); only right when k_len happens to equal d_k.
import math

import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = k.shape[-2]
    return np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
