# https://github.com/PetrochukM/PyTorch-NLP/issues/2
# nn.Softmax(dim=0) hard-coded: the slices are normalised over axis 0 whatever axis is asked for.
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=0, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=0, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
