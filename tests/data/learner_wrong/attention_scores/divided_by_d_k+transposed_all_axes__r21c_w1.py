# MISTAKE: (1) divides by d_k instead of sqrt(d_k); (2) uses k.T, which reverses ALL axes, not just the
#          last two -- wrong (or a shape error) for batched / multi-head inputs.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("mismatch")
    return (q @ k.T) / d_k
