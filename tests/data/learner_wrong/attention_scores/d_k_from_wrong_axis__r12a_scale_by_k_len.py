# Wrong: scales by sqrt(k.shape[-2]) -- the number of keys -- instead of sqrt(d_k) = sqrt(q.shape[-1]); right only when k_len == d_k.
import math
import numpy as np


def attention_scores(q, k):
    kt = np.swapaxes(k, -1, -2)
    n = kt.shape[-1]
    return (q @ kt) / math.sqrt(n)
