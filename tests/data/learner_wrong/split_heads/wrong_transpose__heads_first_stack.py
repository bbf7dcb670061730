# mistake: np.stack of the head slices on axis 0: (num_heads, batch, seq, head_dim)
import numpy as np


def split_heads(x, num_heads):
    d = x.shape[-1]
    if d % num_heads:
        raise ValueError("bad")
    return np.stack(np.split(x, num_heads, axis=-1), axis=0)
