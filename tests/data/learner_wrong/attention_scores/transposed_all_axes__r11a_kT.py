# WRONG: uses k.T, which reverses ALL axes (batch/head axes too) — right for 2-D, wrong or crashing for batched 3-D/4-D inputs.
import math
import numpy as np


def attention_scores(q, k):
    return q @ k.T / math.sqrt(q.shape[-1])
