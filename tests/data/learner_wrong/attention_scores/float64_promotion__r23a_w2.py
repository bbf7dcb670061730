# MISTAKE: Divides by np.sqrt(d_k), a numpy float64 scalar; under numpy 2 promotion rules this upcasts float32 inputs to a float64 result.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2)
    return scores / np.sqrt(d_k)
