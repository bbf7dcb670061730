import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("not divisible")
    hd = d // num_heads
    out = np.empty((b, num_heads, t, hd), dtype=x.dtype)
    for h in range(num_heads):
        out[:, h] = x[:, :, h * hd:(h + 1) * hd]
    return out
