# https://github.com/HomericIntelligence/Odyssey/issues/5648
# transpose(key) with no axes argument reverses ALL axes ([B, S, d_k] -> [d_k, S, B]) instead of
# swapping the last two: fine for 2-D inputs, wrong (or a shape error) once batch/head axes exist.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    return (q @ np.transpose(k)) / np.sqrt(d_k).astype(q.dtype)
