# WRONG: the row sum lacks keepdims (shape (...,) broadcast against the LAST axis: crash or mixed-up rows for 2-D+ input, right only for 1-D) AND casts to float64 without casting back (float32 in -> float64 out).
import numpy as np


def softmax_backward(y, grad_y):
    y64 = np.asarray(y, dtype=np.float64)
    g64 = np.asarray(grad_y, dtype=np.float64)
    if y64.shape != g64.shape:
        raise ValueError("shapes differ")
    inner = (g64 * y64).sum(axis=-1)
    return y64 * (g64 - inner)
