# MISTAKE: missing guard -- no divisibility check; it truncates x to the first num_heads*(d_model//num_heads) features and silently drops the rest instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    B, T, D = x.shape
    hd = D // num_heads
    heads = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.stack(heads, axis=1)
