# WRONG: two mistakes: k.T reverses ALL axes (batched/heads inputs break), and dividing by np.sqrt(int) (a float64 scalar) upcasts float32 scores to float64.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return q @ k.T / np.sqrt(d_k)
