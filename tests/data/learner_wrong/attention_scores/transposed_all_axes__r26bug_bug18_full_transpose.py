# SOURCE: https://github.com/flrngel/Self-Attentive-tensorflow/issues/3
# MISTAKE: The keys are transposed with k.T, which reverses ALL axes (batch and head axes too), not just the last two; it only works for 2-D inputs and gives an error or wrong pairing for batched ones.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last-axis size")
    return (q @ k.T) / np.sqrt(d_k).astype(q.dtype)
