# MISTAKE: head order reversed: concatenates the heads last-to-first (x[:, ::-1]) instead of head 0 first.
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    return np.concatenate([x[:, h] for h in reversed(range(x.shape[1]))], axis=-1)
