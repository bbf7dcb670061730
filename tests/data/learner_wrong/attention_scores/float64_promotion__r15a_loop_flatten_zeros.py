# wrong: flattens leading axes of q and k separately and loops pairwise, so leading-axis broadcasting (e.g. k with batch 1 or fewer axes) fails/mispairs, AND the np.zeros buffer is float64 so float32 input returns float64
import math
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("d_k mismatch")
    lead = q.shape[:-2]
    qf = q.reshape(-1, q.shape[-2], d_k)
    kf = k.reshape(-1, k.shape[-2], d_k)
    out = np.zeros((qf.shape[0], q.shape[-2], k.shape[-2]))
    for b in range(qf.shape[0]):
        out[b] = qf[b] @ kf[b].T / math.sqrt(d_k)
    return out.reshape(*lead, q.shape[-2], k.shape[-2])
