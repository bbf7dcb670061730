# mistake: np.hstack joins along axis 1 -- the sequence axis of (batch, seq_len, head_dim) pieces -- not the features
import numpy as np


def merge_heads(x):
    return np.hstack([x[:, i] for i in range(x.shape[1])])
