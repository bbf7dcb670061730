# MISTAKE: d_k is read from the last axis of the already transposed keys, which is k_len, so the scores are divided by sqrt(k_len) instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    kt = np.swapaxes(k, -1, -2)
    d_k = kt.shape[-1]
    return np.matmul(q, kt) / np.sqrt(d_k).astype(np.result_type(q, k))
