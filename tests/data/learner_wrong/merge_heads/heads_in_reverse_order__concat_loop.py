import numpy as np

# concatenates heads in reverse order
def merge_heads(x):
    return np.concatenate([x[:, h] for h in range(x.shape[1] - 1, -1, -1)], axis=-1)
