# MISTAKE: the scale is a np.float64 scalar, which under NumPy 2 promotion turns float32 scores into float64 instead of keeping the input dtype.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    kt = np.moveaxis(k, -1, -2)
    raw = np.matmul(q, kt)
    scale = np.float64(1.0) / np.sqrt(np.float64(d_k))
    return raw * scale
