# Wrong: einsum moves the head axis to the END ('bhtd->btdh'), so the merged features are interleaved (head index fastest: h0d0, h1d0, h0d1, ...) instead of head 0's block, then head 1's block. Shape and dtype are right.
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    return np.einsum("bhtd->btdh", x).reshape(b, t, h * d)
