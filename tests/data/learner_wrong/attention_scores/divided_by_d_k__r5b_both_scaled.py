# mistake: divides BOTH q and k by sqrt(d_k), so the scores are divided by d_k instead of sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    s = q.dtype.type(np.sqrt(d_k))
    return (q / s) @ np.swapaxes(k / s, -1, -2)
