# MISTAKE: divides by d_k instead of sqrt(d_k) (wrong scale).
import numpy as np


def attention_scores(q, k):
    kt = np.swapaxes(k, -1, -2)
    return (q @ kt) / q.shape[-1]
