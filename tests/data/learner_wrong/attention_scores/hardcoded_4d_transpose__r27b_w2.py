# MISTAKE: the einsum subscripts hard-code 4-D inputs ("bhqd,bhkd->bhqk"), so 2-D (q_len, d_k) or 3-D inputs and broadcasting of leading axes raise an error instead of giving scores.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("last axes differ")
    scores = np.einsum("bhqd,bhkd->bhqk", q, k)
    scores /= d_k ** 0.5
    return scores
