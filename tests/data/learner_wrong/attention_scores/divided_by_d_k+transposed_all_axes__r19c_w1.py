# MISTAKE: (1) divides by d_k instead of sqrt(d_k); (2) uses k.T, which reverses ALL axes for batched input instead of swapping only the last two.
import numpy as np

def attention_scores(q, k):
    d_k = q.shape[-1]
    return np.matmul(q, k.T) / d_k
