# MISTAKE: dividing by np.sqrt(d_k) (a float64 numpy scalar) upcasts float32 inputs, so float32 in gives float64 out.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    kt = np.swapaxes(k, -1, -2)
    return np.matmul(q, kt) / np.sqrt(d_k)
