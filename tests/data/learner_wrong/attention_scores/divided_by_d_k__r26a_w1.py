# MISTAKE: the scores are divided by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape[-1]} vs {k.shape[-1]}")
    scores = np.einsum("...qd,...kd->...qk", q, k)
    return scores / float(q.shape[-1])
