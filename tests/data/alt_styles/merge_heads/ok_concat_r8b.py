import numpy as np


def merge_heads(x):
    # Concat(head_1, ..., head_h) along the feature axis, token by token
    return np.concatenate([x[:, h] for h in range(x.shape[1])], axis=-1)
