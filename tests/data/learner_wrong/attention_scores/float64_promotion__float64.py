# mistake: np.sqrt of a python int is float64 scalar, fine; but divides by a float64 array -> upcast
import numpy as np


def attention_scores(q, k):
    d = np.array([q.shape[-1]], dtype=np.float64)
    return (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d)
