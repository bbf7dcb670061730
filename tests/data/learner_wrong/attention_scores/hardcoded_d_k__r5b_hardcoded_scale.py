# mistake: hard-codes the scale 2 = sqrt(4) from the worked example instead of sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return np.matmul(q, np.swapaxes(k, -1, -2)) / 2
