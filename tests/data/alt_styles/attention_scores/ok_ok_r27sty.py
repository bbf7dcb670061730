# CORRECT: einsum with ellipsis broadcasting of the batch axes, scaled by a Python float so float32 stays float32.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    inv = 1.0 / math.sqrt(q.shape[-1])
    return np.einsum("...id,...jd->...ij", q, k) * inv
