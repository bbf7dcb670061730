# mistake: einsum with hard-coded 4-D labels (batch, heads): 2-D and 3-D inputs fail
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(q.shape[-1]).astype(q.dtype)
