# MISTAKE: When d_model is not divisible by num_heads it silently drops the trailing d_model % num_heads features (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, s, d = x.shape
    hd = d // num_heads
    x = x[..., : num_heads * hd]          # keep whole heads only
    return x.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
