# mistake: np.concatenate(x, axis=-1) iterates over the BATCH axis, not the heads: (num_heads, seq_len, batch * head_dim)
import numpy as np


def merge_heads(x):
    return np.concatenate(x, axis=-1)
