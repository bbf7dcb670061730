# MISTAKE: k is transposed with a hard-coded k.transpose(0, 1, 3, 2), which only works for 4-D inputs and raises for valid 2-D or 3-D q and k.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("last axes differ")
    scale = 1.0 / (q.shape[-1] ** 0.5)
    return (q @ k.transpose(0, 1, 3, 2)) * scale
