import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    # concatenate head 0, head 1, ... along the feature axis
    per_head = [x[:, h, :, :] for h in range(x.shape[1])]
    return np.concatenate(per_head, axis=-1)
