import numpy as np


def attention_scores(q, k):
    return q @ k.T / np.sqrt(q.shape[-1])  # .T reverses every axis, batch axes included
