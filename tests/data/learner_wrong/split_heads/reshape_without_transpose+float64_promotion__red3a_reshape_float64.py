# two mistakes: straight reshape (mixes tokens into heads) and a float64 copy of x
import numpy as np


def split_heads(x, num_heads):
    x = np.array(x, dtype=np.float64)
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, num_heads, s, d // num_heads)
