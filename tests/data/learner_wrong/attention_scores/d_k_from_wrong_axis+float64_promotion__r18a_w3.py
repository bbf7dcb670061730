# MISTAKE: (1) scales by sqrt(k_len) (k.shape[-2]) instead of sqrt(d_k); (2) upcasts the result to float64 with .astype(float), so float32 in -> float64 out.
import math
import numpy as np


def attention_scores(q, k):
    scores = np.einsum("...qd,...kd->...qk", q, k)
    n = k.shape[-2]
    return (scores / math.sqrt(n)).astype(float)
