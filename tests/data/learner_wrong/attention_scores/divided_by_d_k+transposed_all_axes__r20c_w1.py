# MISTAKE: (1) divides by d_k instead of sqrt(d_k); (2) uses k.T, which reverses ALL axes (batch axes too) instead of swapping the last two.
import numpy as np

def attention_scores(q, k):
    return (q @ k.T) / q.shape[-1]
