import numpy as np
def split_heads(x, num_heads):
    b, s, dm = x.shape
    if dm % num_heads: raise ValueError("bad")
    d = dm // num_heads
    out = np.zeros((b, num_heads, s, d), dtype=x.dtype)
    for i in range(1, num_heads):
        out[:, i] = x[:, :, i*d:(i+1)*d]
    return out
