# MISTAKE: the heads are gathered into np.array(..., dtype=float), so float32 input comes back as float64.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("cannot split %d features into %d heads" % (d_model, num_heads))
    hd = d_model // num_heads
    heads = [x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)]
    return np.array(heads, dtype=float).transpose(1, 0, 2, 3)
