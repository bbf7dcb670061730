# MISTAKE: reshapes to (batch, seq, head_dim, num_heads) and moves the LAST axis forward, so head h gets the strided features h, h + num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    return np.einsum("btdh->bhtd", x.reshape(b, t, d // num_heads, num_heads))
