# MISTAKE: the single-head shortcut uses x.squeeze(), which also drops the batch/seq/head_dim axes when any of them is 1, giving the wrong shape.
# MISTAKE: the heads are concatenated along the sequence axis (axis=-2) and then reshaped, which mixes tokens instead of concatenating each token's head vectors.
import numpy as np


def merge_heads(x):
    b, h, t, d = x.shape
    if h == 1:
        return x.squeeze()
    heads = [x[:, i, :, :] for i in range(h)]
    stacked = np.concatenate(heads, axis=-2)
    return stacked.reshape(b, t, h * d)
