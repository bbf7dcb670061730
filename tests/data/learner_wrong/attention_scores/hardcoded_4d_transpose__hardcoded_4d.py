# mistake: k.transpose(0, 1, 3, 2) hard-codes 4-D inputs (2-D and 3-D inputs fail)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return (q @ k.transpose(0, 1, 3, 2) / np.sqrt(q.shape[-1])).astype(q.dtype)
