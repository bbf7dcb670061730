# mistake: divides by sqrt(k_len) (the sequence length) instead of sqrt(d_k)
import numpy as np


def attention_scores(q, k):
    return (q @ np.swapaxes(k, -1, -2) / np.sqrt(k.shape[-2])).astype(q.dtype)
