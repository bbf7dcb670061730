import numpy as np

# swaps batch and heads (transpose(1,0,2,3)) then reshape
def merge_heads(x):
    b, h, t, hd = x.shape
    return np.ascontiguousarray(x.transpose(1, 0, 2, 3)).reshape(b, t, h * hd)
