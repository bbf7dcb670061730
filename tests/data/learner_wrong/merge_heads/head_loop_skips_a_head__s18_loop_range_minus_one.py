import numpy as np
def merge_heads(x):
    b, h, s, d = x.shape
    out = np.zeros((b, s, h * d), dtype=x.dtype)
    for head in range(h - 1):
        out[:, :, head * d:(head + 1) * d] = x[:, head]
    return out
