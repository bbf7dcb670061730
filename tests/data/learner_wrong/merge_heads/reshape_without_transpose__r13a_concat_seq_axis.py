# WRONG: concatenates the heads along the sequence axis (axis=1) and then reshapes to (batch, seq, d_model): the same as a plain reshape without moving the head axis back, so tokens are mixed.
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    cat = np.concatenate([x[:, i] for i in range(h)], axis=1)
    return cat.reshape(b, s, h * d)
