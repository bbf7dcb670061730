# MISTAKE: Multiplies by 1/np.sqrt(d_k) where np.sqrt of a Python int is a float64 numpy scalar, which promotes float32 inputs to a float64 result (dtype not kept).
import numpy as np
from functools import partial


swap_last = partial(np.swapaxes, axis1=-1, axis2=-2)


def attention_scores(q, k):
    d_k = np.shape(q)[-1]
    if np.shape(k)[-1] != d_k:
        raise ValueError("q and k have different last-axis sizes")
    inv_scale = 1 / np.sqrt(d_k)
    return np.matmul(q, swap_last(k)) * inv_scale
