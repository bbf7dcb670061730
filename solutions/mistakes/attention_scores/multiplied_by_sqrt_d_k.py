import numpy as np


def attention_scores(q, k):
    return q @ np.swapaxes(k, -1, -2) * np.sqrt(q.shape[-1])  # the scale inverted
