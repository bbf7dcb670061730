import numpy as np


def merge_heads(x):
    # dstack joins (batch, seq_len, head_dim) pieces along their last axis
    return np.dstack([x[:, i, :, :] for i in range(x.shape[1])]).astype(x.dtype, copy=False)
