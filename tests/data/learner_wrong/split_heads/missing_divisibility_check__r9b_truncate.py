# WRONG: no ValueError when d_model % num_heads != 0 — it silently drops the trailing d_model % num_heads features; for divisible d_model it is correct.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    x = x[..., : num_heads * hd]
    return np.stack([x[..., h * hd:(h + 1) * hd] for h in range(num_heads)], axis=1)
