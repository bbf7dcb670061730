import numpy as np


def merge_heads(x):
    # Concatenate the per-head blocks token by token: [head0 | head1 | ...].
    x = np.asarray(x)
    heads = [x[:, h, :, :] for h in range(x.shape[1])]
    return np.concatenate(heads, axis=-1)
