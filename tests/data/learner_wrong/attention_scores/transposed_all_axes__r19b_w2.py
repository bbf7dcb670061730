# MISTAKE: transposes k with k.T (reverses ALL axes, including batch/head axes) instead of swapping only the last two; correct for 2-D inputs, wrong/crashes for batched ones.
import numpy as np
import math


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    scale = 1.0 / math.sqrt(q.shape[-1])
    return (q @ k.T) * scale
