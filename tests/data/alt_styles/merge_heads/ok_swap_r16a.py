import numpy as np

def merge_heads(x):
    b, h, s, d = x.shape
    return np.ascontiguousarray(x.swapaxes(1, 2)).reshape(b, s, h * d)
