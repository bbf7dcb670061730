# Wrong: uses k.T (reverses all axes, wrong/crashing for batched input) and divides by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    return (q @ k.T) / d_k
