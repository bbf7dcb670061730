# WRONG: when d_model % num_heads != 0 it silently drops the trailing features (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    x = x[..., : num_heads * hd]
    return np.transpose(x.reshape(b, s, num_heads, hd), (0, 2, 1, 3))
