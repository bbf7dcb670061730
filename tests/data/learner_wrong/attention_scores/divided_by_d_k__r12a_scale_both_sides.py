# Wrong: divides BOTH q and k by sqrt(d_k) before the product (meant as the d_k**-0.25 split trick), so the scores are divided by d_k instead of sqrt(d_k).
import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last dimension")
    c = 1.0 / math.sqrt(d_k)
    return (q * c) @ np.swapaxes(k * c, -1, -2)
