# MISTAKE: (1) strided head assignment: head h takes features h, h+H, h+2H, ... (reshape to (b, t, head_dim, H)) instead of a contiguous block; (2) casts the output to float64 regardless of input dtype.
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("not divisible")
    hd = d // num_heads
    y = x.reshape(b, t, hd, num_heads)
    return np.einsum('btdh->bhtd', y).astype(np.float64)
