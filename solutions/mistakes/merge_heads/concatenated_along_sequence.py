import numpy as np


def merge_heads(x):
    num_heads = x.shape[1]
    # heads stacked one after another in time: (batch, num_heads * seq_len, head_dim)
    return np.concatenate([x[:, h] for h in range(num_heads)], axis=1)
