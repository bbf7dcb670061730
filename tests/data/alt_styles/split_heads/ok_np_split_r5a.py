import numpy as np


def split_heads(x, num_heads):
    # np.split raises ValueError itself when d_model is not divisible by num_heads
    return np.stack(np.split(x, num_heads, axis=-1), axis=1)
