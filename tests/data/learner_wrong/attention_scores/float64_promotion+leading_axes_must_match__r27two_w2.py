# MISTAKE: the validation requires identical leading axes, so inputs whose batch/head axes only broadcast (e.g. k with batch 1) raise ValueError.
# MISTAKE: dividing by np.sqrt(d_k) (a float64 numpy scalar) promotes float32 scores to float64.
import numpy as np


def attention_scores(q, k):
    if q.shape[:-2] != k.shape[:-2] or q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k have incompatible shapes")
    d_k = q.shape[-1]
    return np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d_k)
