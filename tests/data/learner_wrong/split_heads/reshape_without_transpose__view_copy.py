import numpy as np

# view straight to (b, h, t, hd) without transposing
def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model not divisible")
    return x.reshape(b, num_heads, t, d // num_heads).copy()
