# mistake: accumulates in float64 and returns float64 for float32 inputs
import numpy as np


def attention_scores(q, k):
    kt = np.swapaxes(k, -1, -2)
    s = np.matmul(q, kt, dtype=np.float64)
    return s / np.sqrt(q.shape[-1])
