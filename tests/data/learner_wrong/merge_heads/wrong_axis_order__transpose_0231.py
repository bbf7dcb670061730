import numpy as np

# features interleaved across heads: transpose to (b, t, hd, h)
def merge_heads(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, t, h * hd)
