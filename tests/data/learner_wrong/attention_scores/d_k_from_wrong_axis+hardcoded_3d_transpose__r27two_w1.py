# MISTAKE: k is transposed with a hard-coded np.transpose(k, (0, 2, 1)), which only works for 3-D input (2-D and 4-D keys raise).
# MISTAKE: the scores are divided by sqrt(q.shape[-2]) (the number of queries) instead of sqrt(d_k).
import math
import numpy as np


def attention_scores(q, k):
    n = q.shape[-2]
    kt = np.transpose(k, (0, 2, 1))
    return (q @ kt) / math.sqrt(n)
