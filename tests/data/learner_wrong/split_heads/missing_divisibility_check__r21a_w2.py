# MISTAKE: missing guard -- no ValueError when d_model % num_heads != 0; it uses head_dim = d_model // num_heads and silently drops the leftover features.
import numpy as np


def split_heads(x, num_heads):
    hd = x.shape[-1] // num_heads
    heads = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(heads, axis=1)
