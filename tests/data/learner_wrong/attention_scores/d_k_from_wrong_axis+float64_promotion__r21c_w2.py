# MISTAKE: (1) scale uses the number of keys, k.shape[-2], instead of d_k = q.shape[-1];
#          (2) the scale is np.sqrt(...) (a float64 numpy scalar), which upcasts float32 scores to float64.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    raw = np.einsum("...qd,...kd->...qk", q, k)
    scale = np.sqrt(k.shape[-2])
    return raw / scale
