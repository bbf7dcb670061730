# Bug report: https://github.com/BobMcDear/attorch/issues/14
# A hard-coded softmax scale of 0.5 instead of 1/sqrt(head_dim): right only when d_k == 4.
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return (q @ np.swapaxes(k, -1, -2)) * 0.5
