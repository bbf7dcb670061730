# MISTAKE: transposes k with k.T, which reverses ALL axes (batch/head axes too), not just the last two; fine for 2-D, wrong/crashes for batched inputs.
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k feature sizes differ")
    scale = 1.0 / math.sqrt(q.shape[-1])
    return (q @ k.T) * scale
