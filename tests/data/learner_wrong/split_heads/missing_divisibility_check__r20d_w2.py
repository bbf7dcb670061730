# MISTAKE: no divisibility guard: head_dim = d_model // num_heads and the trailing features are
# silently cut (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    trimmed = x[..., : num_heads * hd]
    return np.einsum('bshd->bhsd', trimmed.reshape(b, s, num_heads, hd)).copy()
