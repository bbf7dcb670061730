# mistake: k.transpose(-1, -2) (PyTorch style): numpy's transpose needs every axis, so it works only for 2-D
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return q @ k.transpose(-1, -2) / q.dtype.type(np.sqrt(q.shape[-1]))
