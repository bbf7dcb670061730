# MISTAKE: k is transposed with the hard-coded k.transpose(0, 2, 1), which only works for 3-D keys and raises for 2-D or 4-D inputs.
# MISTAKE: the scores are divided by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    kt = k.transpose(0, 2, 1)
    scores = q @ kt
    return scores / q.dtype.type(d_k)
