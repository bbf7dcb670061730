# MISTAKE: uses k.T, which reverses ALL axes, instead of swapping only the last two -- wrong (or a shape error) for batched / multi-head inputs; fine only for 2-D.
import math

import numpy as np


def attention_scores(q, k):
    scale = 1.0 / math.sqrt(q.shape[-1])
    return (q @ k.T) * scale
