# WRONG: divides by np.sqrt(int), a float64 numpy scalar, so float32 inputs return float64 scores.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
