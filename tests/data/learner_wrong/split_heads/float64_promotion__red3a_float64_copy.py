# mistake: np.array(x, dtype=float) upcasts float32 to float64
import numpy as np


def split_heads(x, num_heads):
    x = np.array(x, dtype=float)
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, s, num_heads, d // num_heads).swapaxes(1, 2)
