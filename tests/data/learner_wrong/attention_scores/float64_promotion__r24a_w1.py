# MISTAKE: dividing by np.sqrt(d_k) (a numpy float64 scalar) upcasts float32 scores to float64 under numpy 2 promotion rules, so float32 inputs give a float64 result.
import numpy as np


def attention_scores(q, k):
    return np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
