# wrong: scales by sqrt(k_len) (k.shape[-2]) instead of sqrt(d_k), AND dividing by the numpy float64 np.sqrt(int) turns float32 input into float64 output
import numpy as np


def attention_scores(q, k):
    kt = np.swapaxes(k, -1, -2)
    return np.matmul(q, kt) / np.sqrt(k.shape[-2])
