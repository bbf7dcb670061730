import math
import numpy as np


def attention_scores(q, k):
    # einsum everywhere: "...id,...jd->...ij"
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k of q (%d) and k (%d) differ" % (q.shape[-1], k.shape[-1]))
    s = np.einsum("...id,...jd->...ij", q, k)
    return (s / math.sqrt(q.shape[-1])).astype(np.result_type(q, k), copy=False)
